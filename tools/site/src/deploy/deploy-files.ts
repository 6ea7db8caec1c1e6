import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { parse } from 'yaml';

/** Reading the deploy files the way Docker does, for the test that keeps them from rotting. */
export interface Stage {
  name: string | null;
  image: string;
  /** Instructions of the stage in order: keyword (upper case) and its argument text. */
  instructions: { keyword: string; args: string }[];
}

export function readDockerfile(file: string): Stage[] {
  const dockerfile = DockerfileParser.parse(readFileSync(file, 'utf8'));
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword().toUpperCase();
    // The whole instruction after its keyword, flags included (--from=, --interval=), lines joined.
    const args = instruction
      .getTextContent()
      .slice(instruction.getInstruction().length)
      .replace(/\\\r?\n/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (keyword === 'FROM') {
      const [image = '', as, name] = args.split(/\s+/);
      stages.push({ name: as?.toUpperCase() === 'AS' ? (name ?? null) : null, image, instructions: [] });
      continue;
    }
    stages.at(-1)?.instructions.push({ keyword, args });
  }
  return stages;
}

/** The user the final stage runs as (the last USER), or 'root' when it never says. */
export function finalUser(stages: Stage[]): string {
  const users = (stages.at(-1)?.instructions ?? []).filter((i) => i.keyword === 'USER');
  return users.at(-1)?.args.split(':')[0] ?? 'root';
}

/** Context paths a stage copies from (COPY without --from), each as written. */
export function contextSources(stage: Stage): string[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' && !/--from=/.test(i.args))
    .flatMap((i) => {
      const parts = i.args.split(/\s+/).filter((part) => !part.startsWith('--'));
      return parts.slice(0, -1);
    });
}

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, unknown>;
}

export function readCompose(file: string): Record<string, ComposeService> {
  const doc = parse(readFileSync(file, 'utf8')) as { services: Record<string, ComposeService> };
  return doc.services;
}

/** The port a service listens on inside its container: from `ports` ("3101:8080") or `expose`. */
export function containerPorts(service: ComposeService): number[] {
  const fromPorts = (service.ports ?? []).map((mapping) => Number(mapping.split(':').at(-1)));
  return [...fromPorts, ...(service.expose ?? []).map(Number)];
}

export const repoPath = (...parts: string[]): string => path.resolve(__dirname, '../../../..', ...parts);
