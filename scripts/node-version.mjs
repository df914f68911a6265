// The runtime the project is built and tested on is Node 24 LTS (docs/decisions/043-node-24.md).
// `npm start` and `npm test` name the Node they run on and warn, without stopping, on an older one.
export const REQUIRED_NODE_MAJOR = 24;

/** The running Node's major version. */
export function nodeMajor(version = process.versions.node) {
  return Number(version.split('.')[0]);
}

/** Prints a warning when this Node is older than 24; returns whether it is 24 or later. */
export function warnOnOldNode() {
  if (nodeMajor() >= REQUIRED_NODE_MAJOR) return true;
  console.warn(
    `Aviso: este projeto roda em Node ${REQUIRED_NODE_MAJOR} LTS e este é ${process.version}. ` +
      'Rode `source scripts/use-node-24.sh` (instala o Node 24 do registro npm) e repita o comando.',
  );
  return false;
}
