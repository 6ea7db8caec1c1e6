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

/** Names a stage declares with ARG (`ARG NAME`, `ARG NAME=default`) or ENV: the only ones it can read. */
export function declaredArgs(stage: Stage): string[] {
  return stage.instructions
    .filter((i) => i.keyword === 'ARG' || i.keyword === 'ENV')
    .map((i) => i.args.split(/[=\s]/)[0] ?? '');
}

/** Variables an instruction's text reads at build time (`$NAME` or `${NAME}`). */
export function variablesIn(text: string): string[] {
  return [...text.matchAll(/\$\{?([A-Za-z_]\w*)\}?/g)].map((match) => match[1] ?? '');
}

/** The text with the build args put in, as Docker does for COPY and the shell does for RUN. */
export function withArgs(text: string, args: Record<string, string>): string {
  return text.replace(/\$\{?([A-Za-z_]\w*)\}?/g, (whole, name: string) => args[name] ?? whole);
}

export interface ComposeBuild {
  context: string;
  dockerfile: string;
  args?: Record<string, string>;
}

export interface ComposeService {
  image?: string;
  build?: ComposeBuild;
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
