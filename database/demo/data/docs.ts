import { BLOG_DOCS } from './docs_blog.js'
import { FAQ_DOCS } from './docs_faq.js'
import { POLICY_DOCS } from './docs_policies.js'
import type { DocSeed } from './types.js'

/** Stored documents: blog guides, FAQ entries and policies (city guides and pricing are generated). */
export const DOCS: DocSeed[] = [...BLOG_DOCS, ...FAQ_DOCS, ...POLICY_DOCS]
