#!/usr/bin/env bash
# A real single-node Slurm cluster on this machine (slurmctld + slurmd + munged as local
# processes, a throw-away config in a temp folder): a 4-task array of scripts/slurm/
# nashlab-array.sbatch plays a bots-only design in shards, nashlab-merge.sbatch joins them, and
# the merged run must equal the same design played on one machine, event for event (times aside).
# Exits 77 (CTest: skipped) with the reason when Slurm cannot be started here.
# Usage: slurm_single_node.sh NASHLAB_CLI SOURCE_DIR
set -uo pipefail
cli=$(realpath "$1")
src=$(realpath "$2")

skip() { echo "SKIPPED: $*"; exit 77; }
fail() { echo "FAILED: $*"; exit 1; }
for tool in slurmctld slurmd sbatch squeue sinfo munged mungekey; do
  command -v "$tool" >/dev/null || [ -x "/usr/sbin/$tool" ] || skip "$tool is not installed (Debian: slurm-wlm, munge)"
done
export PATH=$PATH:/usr/sbin

work=$(mktemp -d /tmp/nashlab-slurm-XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
  sleep 1
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
  if [ "${KEEP:-0}" != 1 ]; then rm -rf "$work"; fi
}
trap cleanup EXIT
logs() { for f in "$work"/*.log; do echo "--- $f"; tail -n 20 "$f"; done; }

# munge: its own key and socket, nothing of the machine's.
mkdir -m 700 "$work/munge"
mungekey --create --keyfile="$work/munge/munge.key" >/dev/null 2>&1 || skip "mungekey cannot create a key"
munged --key-file="$work/munge/munge.key" --socket="$work/munge/munge.socket" --pid-file="$work/munge/munged.pid" \
  --log-file="$work/munged.log" --seed-file="$work/munge/munged.seed" --force 2>"$work/munged.err" ||
  skip "munged does not start here: $(cat "$work/munged.err")"
pids+=("$(cat "$work/munge/munged.pid")")

host=$(hostname -s)
ctl_port=$((20000 + RANDOM % 20000))
node_port=$((ctl_port + 1))
mkdir -p "$work/state" "$work/spool" "$work/out"
cat >"$work/slurm.conf" <<CONF
ClusterName=nashlabtest
SlurmctldHost=$host
SlurmctldPort=$ctl_port
SlurmdPort=$node_port
SlurmUser=$(id -un)
SlurmdUser=$(id -un)
AuthType=auth/munge
AuthInfo=socket=$work/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
SwitchType=switch/none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$work/slurm.conf
slurmctld -D -i -f "$SLURM_CONF" >"$work/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >"$work/slurmd.out" 2>&1 &
pids+=($!)
ready=0
for _ in $(seq 1 60); do
  state=$(sinfo -h -o '%T' 2>/dev/null | head -n 1)
  if [ "$state" = idle ]; then ready=1; break; fi
  sleep 1
done
if [ $ready != 1 ]; then
  logs
  skip "the single-node cluster did not come up within 60 s (node state: '${state:-none}')"
fi
echo "slurm: single-node cluster up on $host (ports $ctl_port, $node_port)"

# A bots-only design: 2 × 2 treatments × 3 repetitions = 12 sessions, in 4 shards.
cat >"$work/design.json" <<'SPEC'
{"name": "slurm-design", "game": "public_goods", "rounds": 5, "repetitions": 3, "seed": 21,
 "seats": [{"type": "bot", "strategy": "random", "count": 3}, {"type": "bot", "strategy": "ne"}],
 "treatments": {"crossed": {"ratio": {"field": "params.ratio", "levels": [1.5, 3.0]},
                            "first": {"field": "seats[0].strategy", "levels": ["random", "ne"]}}}}
SPEC
export NASHLAB_CLI=$cli NASHLAB_DATA_DIR=$work/data
array=$(sbatch --parsable --chdir="$work" --cpus-per-task=1 --array=1-4 \
  "$src/scripts/slurm/nashlab-array.sbatch" "$work/design.json" "$work/out") || { logs; fail "sbatch refused the array job"; }
echo "slurm: array job $array submitted"
sbatch --parsable --wait --chdir="$work" --dependency="afterok:$array" \
  "$src/scripts/slurm/nashlab-merge.sbatch" "$work/out" >"$work/merge-job" || {
  logs; cat "$work"/nashlab-*.out 2>/dev/null; fail "the merge job did not succeed"; }
echo "slurm: merge job $(cat "$work/merge-job") done"
shards=$(find "$work/out/shards" -name shard.json | wc -l)
[ "$shards" = 4 ] || fail "expected 4 shard folders, found $shards"

one=$("$cli" run "$work/design.json" --out "$work/one" --jobs 1 2>/dev/null | tail -n 1)
strip() { sed -E 's/"t":[0-9]+,?//' "$1"; }
diff <(strip "$one/events.jsonl") <(strip "$work/out/merged/events.jsonl") >"$work/diff.txt" ||
  fail "the merged run differs from the one-machine run: $(head -n 5 "$work/diff.txt")"
events=$(wc -l <"$work/out/merged/events.jsonl")
[ "$events" -gt 0 ] || fail "the merged run is empty"
"$cli" score "$work/out/merged" >/dev/null || fail "nashlab-cli score refuses the merged run"
echo "PASSED: 4 shards on Slurm merged into $events events, equal to the one-machine run"
