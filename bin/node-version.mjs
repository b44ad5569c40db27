// Which Node can run Couvert. Plain JavaScript, so that an old Node can run it (prepare-node.mjs).

/**
 * Why Node `version` (e.g. "20.20.2") cannot run Couvert under `engines` (">=22.18"), or null when it can.
 * @param {string} version
 * @param {string} engines
 * @returns {string | null}
 */
export function nodeVersionProblem(version, engines) {
  const minimum = /^>=(\d+)\.(\d+)$/.exec(engines);
  if (!minimum) throw new Error(`package.json engines.node should read ">=MAJOR.MINOR", not "${engines}"`);
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const [need, needMinor] = [Number(minimum[1]), Number(minimum[2])];
  if (major > need || (major === need && minor >= needMinor)) return null;
  return `Couvert needs Node ${need}.${needMinor} or newer (Node 24 LTS is tested); this is Node ${version}.`;
}
