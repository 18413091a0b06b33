// Tells Node which module format each half of dist/ is: dist/cjs is CommonJS, dist/esm ES modules.
const fs = require("node:fs");

fs.writeFileSync(`${__dirname}/dist/cjs/package.json`, '{ "type": "commonjs" }\n');
fs.writeFileSync(`${__dirname}/dist/esm/package.json`, '{ "type": "module" }\n');
