#!/usr/bin/env bash
# Build the base image `localhost/ragagent-base:bookworm` without any container registry:
# `debootstrap --variant=minbase` from Debian's packages, `podman import`, then Python 3.11 from apt
# (bookworm's python3 matches the cp311 wheels) with the system CA bundle pip must trust.
# Needs root and the Debian packages podman, runc, debootstrap (installed here when missing).
# Skips the work when the image was built by this version of the script; FORCE=1 rebuilds.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/container/podman_env.sh
IMAGE=${BASE_IMAGE:-localhost/ragagent-base:bookworm}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

need=()
for tool in podman:podman runc:runc debootstrap:debootstrap; do
  command -v "${tool%%:*}" >/dev/null || need+=("${tool#*:}")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "container_base: installing ${need[*]} from Debian"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${need[@]}" uidmap >/dev/null
fi

# The image carries the hash of this script: a changed recipe rebuilds it.
recipe=$(sha256sum "$0" | cut -c1-16)
have=$(podman image inspect "$IMAGE" --format '{{index .Labels "ragagent.base-recipe"}}' 2>/dev/null || true)
if [ "${FORCE:-0}" != 1 ] && [ "$have" = "$recipe" ]; then
  echo "container_base: $IMAGE is current (FORCE=1 rebuilds)"
  exit 0
fi

rootfs=$(mktemp -d /tmp/ragagent-rootfs.XXXXXX)
trap 'rm -rf "$rootfs"' EXIT
echo "container_base: debootstrap bookworm (minbase) into $rootfs"
debootstrap --variant=minbase bookworm "$rootfs" "$MIRROR" >/dev/null
echo "container_base: importing the root file system"
tar -C "$rootfs" -c . | podman import --change 'CMD ["/bin/bash"]' - localhost/ragagent-rootfs:bookworm >/dev/null

ctx=$(mktemp -d /tmp/ragagent-basectx.XXXXXX)
trap 'rm -rf "$rootfs" "$ctx"' EXIT
cp /etc/ssl/certs/ca-certificates.crt "$ctx/host-ca.crt"
cat >"$ctx/Containerfile" <<'CONTAINERFILE'
FROM localhost/ragagent-rootfs:bookworm
# The host's CA bundle: pip inside builds goes through the same TLS path as the host's pip.
COPY host-ca.crt /etc/ssl/host-ca.crt
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      python3 python3-venv ca-certificates libgomp1 >/dev/null \
 && apt-get clean && rm -rf /var/lib/apt/lists/* /usr/share/doc /usr/share/man
ENV PIP_CERT=/etc/ssl/host-ca.crt LANG=C.UTF-8
CONTAINERFILE
echo "container_base: Python from apt → $IMAGE"
podman build "${PODMAN_ULIMITS[@]}" --network host --label "ragagent.base-recipe=$recipe" -t "$IMAGE" "$ctx"
podman rmi localhost/ragagent-rootfs:bookworm >/dev/null
echo "container_base: built $IMAGE"
