#!/bin/sh
# Cold start of the container image: the time from `podman run` to the first 200 from /healthz,
# polled every 10 ms with curl, RUNS times (default 5); prints each and the median.
#
#   scripts/image-cold-start.sh [TAG] [RUNS]       (TAG default localhost/epub-a11y:<version>)
#
# PODMAN_RUN_OPTIONS adds options to `podman run`; on a host where podman's default runtime cannot
# start a container (cgroups v1, a low hard file limit) use
#   PODMAN_RUN_OPTIONS="--runtime runc --ulimit nofile=4096:4096 --ulimit nproc=4096:4096"
set -eu

TAG=${1:-localhost/epub-a11y:$(.build/release/epub-a11y --version 2>/dev/null || echo 0.1.0)}
RUNS=${2:-5}
PORT=${PORT:-18480}
NAME=epub-a11y-cold-start-$$

command -v curl >/dev/null 2>&1 || { echo "image-cold-start: curl is missing" >&2; exit 1; }
trap 'podman rm --force --time 0 "$NAME" >/dev/null 2>&1 || true' EXIT

times=""
i=0
while [ "$i" -lt "$RUNS" ]; do
  i=$((i + 1))
  start=$(date +%s%N)
  # shellcheck disable=SC2086  # the options are words
  podman run --detach --name "$NAME" ${PODMAN_RUN_OPTIONS:-} --read-only --tmpfs /tmp \
    --publish "127.0.0.1:$PORT:8080" "$TAG" >/dev/null
  deadline=$((start + 60000000000))
  until curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz"; do
    [ "$(date +%s%N)" -lt "$deadline" ] || { echo "image-cold-start: no answer within 60 s" >&2; podman logs "$NAME" >&2; exit 1; }
    sleep 0.01
  done
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  echo "run $i: ${ms} ms"
  times="$times $ms"
  podman rm --force --time 10 "$NAME" >/dev/null
done
median=$(echo "$times" | tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
echo "median of $RUNS: ${median} ms ($TAG)"
