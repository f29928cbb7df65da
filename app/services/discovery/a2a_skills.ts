/*
| The skills of the A2A agent, as the discovery documents list them. The A2A
| door registers them at boot (start/discovery.ts).
*/

/** What the agent skill document says of an A2A skill (the SDK's AgentSkill is one). */
export interface DescribedA2aSkill {
  id: string
  name: string
  description: string
  examples?: string[]
}

let described: DescribedA2aSkill[] = []

/** Called once at boot with the agent's skills. */
export function describeA2aSkills(skills: DescribedA2aSkill[]): void {
  described = skills
}

export function a2aSkills(): DescribedA2aSkill[] {
  return described
}
