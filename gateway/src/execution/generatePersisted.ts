// `npm run codegen` step: the manifest of the web client's operations (see persistedOperations.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildManifest, MANIFEST_URL, webSources } from './persistedOperations.ts';

const webSrc = fileURLToPath(new URL('../../../web/src/', import.meta.url));
const manifest = buildManifest(webSources(webSrc));
mkdirSync(new URL('./', MANIFEST_URL), { recursive: true });
writeFileSync(MANIFEST_URL, JSON.stringify(manifest, null, 2) + '\n');
console.log(`已登记 ${Object.keys(manifest).length} 个页面查询：${fileURLToPath(MANIFEST_URL)}`);
