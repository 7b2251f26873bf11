// Usage: node scripts/merge-messages.mjs <patch.json>  — patch = { "en-GB": { namespace: {...} }, "zh-CN": {...} }
// Deep-merges each locale's part into messages/<locale>/<namespace>.json, keeping key order stable.
import fs from 'node:fs';

const merge = (target, patch) => {
  for (const [k, v] of Object.entries(patch)) {
    target[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(target[k] ?? {}, v) : v;
  }
  return target;
};
const patch = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const [locale, namespaces] of Object.entries(patch)) {
  for (const [namespace, part] of Object.entries(namespaces)) {
    const file = `messages/${locale}/${namespace}.json`;
    const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    fs.writeFileSync(file, JSON.stringify(merge(current, part), null, 2) + '\n');
  }
}
