import { writeFileSync } from 'node:fs';
import { renderParameterDoc, renderParameterJson } from './canvas/parameter-doc';
import { API_PARAMETERS } from './resources/api-parameters';

// `npm run docs:parameters`: regenerates the coverage table that parameter-table.test.ts checks.
writeFileSync(new URL('../docs/canvas-parameters.md', import.meta.url), renderParameterDoc(API_PARAMETERS));
writeFileSync(new URL('../docs/canvas-parameters.json', import.meta.url), renderParameterJson(API_PARAMETERS));
