/** Placeholder until the demo data set lands (being written now). */
export async function seedDemoData(): Promise<void> {}
