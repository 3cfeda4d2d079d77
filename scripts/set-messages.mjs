#!/usr/bin/env node
// Replaces (or adds) one top-level namespace in messages/fr.json and messages/en.json,
// keeping the other namespaces as they are. Several people (and helpers) edit messages
// at once: writing one namespace per call keeps their edits from overwriting each other.
//
//   node scripts/set-messages.mjs <Namespace> <fr-fragment.json> <en-fragment.json>
//
// Each fragment file holds the namespace's object (not wrapped in the namespace key).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [namespace, frFile, enFile] = process.argv.slice(2);
if (!namespace || !frFile || !enFile) {
  console.error('usage: set-messages.mjs <Namespace> <fr-fragment.json> <en-fragment.json>');
  process.exit(2);
}
const root = join(import.meta.dirname, '..', 'messages');
for (const [locale, file] of [
  ['fr', frFile],
  ['en', enFile],
]) {
  const target = join(root, `${locale}.json`);
  const messages = JSON.parse(readFileSync(target, 'utf8'));
  messages[namespace] = JSON.parse(readFileSync(file, 'utf8'));
  const sorted = Object.fromEntries(
    Object.keys(messages)
      .sort()
      .map((key) => [key, messages[key]]),
  );
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, target);
}
console.log(`messages: ${namespace} written in fr.json and en.json`);
