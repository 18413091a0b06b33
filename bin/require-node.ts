/**
 * Imported first by the `bookdrop` command: on a Node.js older than bookdrop needs, one line and
 * exit 1 instead of a stack from whichever dependency fails first.
 */
const REQUIRED_MAJOR = 22;

const major = Number(process.versions.node.split(".")[0]);
if (major < REQUIRED_MAJOR) {
	process.stderr.write(`bookdrop needs Node.js ${REQUIRED_MAJOR} or later (24 LTS recommended); this is Node.js ${process.versions.node}.\n`);
	process.exit(1);
}
