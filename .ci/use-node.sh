# Puts the Node.js release named in .nvmrc (or $1) first on PATH, installing it once into
# .ci/node/VERSION from the npm registry: the `node-<os>-<arch>` packages hold the official
# binaries (the `node` package installs the same one through an install script). Sourced by
# .ci/run, and by a developer whose system Node is older:  source .ci/use-node.sh
_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_version="${1:-$(tr -d ' \nv' < "$_root/.nvmrc")}"
case "$(uname -m)" in x86_64) _arch=x64 ;; aarch64) _arch=arm64 ;; *) _arch="$(uname -m)" ;; esac
_pkg="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$_arch"
_dir="$_root/.ci/node/$_version"
if [ "$("$_dir/node_modules/$_pkg/bin/node" --version 2>/dev/null)" != "v$_version" ]; then
  echo "== installing Node.js $_version ($_pkg) from the npm registry into $_dir"
  npm install --prefix "$_dir" --no-save --no-package-lock --no-audit --no-fund "$_pkg@$_version" >/dev/null
fi
export PATH="$_dir/node_modules/$_pkg/bin:$PATH"
echo "== node $(node --version) ($(command -v node)), npm $(npm --version)"
unset _root _version _arch _pkg _dir
