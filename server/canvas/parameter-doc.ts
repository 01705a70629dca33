import type { EndpointParameters } from './parameter-table';

const HEADER = `# Canvas parameters: what this server does with each

Generated from the parameter table (\`server/resources/*/*.parameters.ts\`) by \`npm run docs:parameters\`, with the
same rows as JSON in \`docs/canvas-parameters.json\`;
\`server/canvas/parameter-table.test.ts\` fails when this file is out of date. Decision 0061 explains the rule:
every parameter Canvas documents for an endpoint Lectern serves is either **honored** as Canvas does or
**refused** with a 400 that names it (\`{"errors":[{"message":"<name> is not supported by this server"}]}\`).
A parameter no row lists never reaches the handler, as Canvas ignores parameters it does not document.
\`access_token\`, \`page\` and \`per_page\` are honored everywhere.
`;

const code = (names: string[]) => (names.length === 0 ? '—' : names.map((n) => `\`${n}\``).join(', '));

function summary(entries: EndpointParameters[]): string {
  const honored = entries.reduce((sum, e) => sum + e.honored.length, 0);
  const refused = entries.reduce((sum, e) => sum + e.refused.length, 0);
  const routes = entries.reduce((sum, e) => sum + e.routes.length, 0);
  return `**${entries.length} actions on ${routes} routes: ${honored} parameters honored, ${refused} refused.**\n`;
}

function section(entry: EndpointParameters): string {
  const lines = [
    `### ${entry.routes.map((r) => `\`${r}\``).join('<br>')}`,
    '',
    `Canvas: ${entry.canvas ? `\`${entry.canvas}\`` : 'none (a Lectern extension)'}`,
    '',
    `- Honored: ${code(entry.honored)}`,
    `- Refused: ${code(entry.refused)}`,
  ];
  if (entry.extensions?.length) lines.push(`- Lectern extensions: ${code(entry.extensions)}`);
  for (const [name, note] of Object.entries(entry.notes ?? {})) lines.push(`  - \`${name}\`: ${note}`);
  return lines.join('\n');
}

function sortedByPath(entries: EndpointParameters[]): EndpointParameters[] {
  const pathOf = (e: EndpointParameters) => (e.routes[0] ?? '').split(' ').reverse().join(' ');
  return [...entries].sort((a, b) => pathOf(a).localeCompare(pathOf(b)));
}

/** The markdown of docs/canvas-parameters.md, actions ordered by their first route's path. */
export function renderParameterDoc(entries: EndpointParameters[]): string {
  return `${HEADER}\n${summary(entries)}\n${sortedByPath(entries).map(section).join('\n\n')}\n`;
}

/** docs/canvas-parameters.json: the rows for tools, in the markdown's order. */
export function renderParameterJson(entries: EndpointParameters[]): string {
  return `${JSON.stringify(sortedByPath(entries), null, 2)}\n`;
}
