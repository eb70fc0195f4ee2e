#!/usr/bin/env node
// tests/tools/validate-sarif.js FILE...: checks each file against the
// SARIF 2.1.0 JSON schema that Microsoft's SARIF SDK ships (npm package
// @microsoft/sarif-multitool-linux, sarif-2.1.0.json, a draft 2020-12
// schema), with ajv and ajv-formats.  Prints "FILE: valid", or each error
// with its JSON pointer on stderr.  Exit status: 0 all valid, 1 one is
// not, 2 no file given.  `make sarif-validator` installs the packages
// under build/sarif-validator; NODE_PATH must name its node_modules.
const fs = require('fs');
const Ajv2020 = require('ajv/dist/2020').default;
const addFormats = require('ajv-formats').default;

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: validate-sarif.js FILE...');
  process.exit(2);
}
const schema = JSON.parse(fs.readFileSync(require.resolve('@microsoft/sarif-multitool-linux/sarif-2.1.0.json'), 'utf8'));
const ajv = new Ajv2020({allErrors: true, strict: false});
addFormats(ajv);
const validate = ajv.compile(schema);
let status = 0;
for (const file of files) {
  let doc;
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`${file}: not JSON: ${e.message}`);
    status = 1;
    continue;
  }
  if (validate(doc)) {
    console.log(`${file}: valid`);
    continue;
  }
  status = 1;
  for (const e of validate.errors)
    console.error(`${file}: ${e.instancePath || '/'} ${e.message}`);
}
process.exit(status);
