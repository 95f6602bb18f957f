# Sourced by the container scripts: the podman engine settings and ulimits that work on these machines.
# shellcheck shell=bash
export CONTAINERS_CONF=${CONTAINERS_CONF:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/containers.conf}
# Explicit limits no higher than the host's hard limits (the defaults ask for more and fail).
nofile=$(ulimit -Hn); nproc=$(ulimit -Hu)
[ "$nofile" = unlimited ] && nofile=65536
[ "$nproc" = unlimited ] && nproc=32768
[ "$nofile" -gt 65536 ] && nofile=65536
[ "$nproc" -gt 32768 ] && nproc=32768
PODMAN_ULIMITS=(--ulimit "nofile=$nofile:$nofile" --ulimit "nproc=$nproc:$nproc")
export PODMAN_ULIMITS
