#!/usr/bin/env python3
"""nashlab-cli run --jobs 2 against --jobs 1 on a 1,000-session bot batch, with the machine's own
ceiling beside it: two --jobs 1 processes of 500 sessions each at once. Medians of N alternating
rounds (this VM's speed drifts; single pairs mislead), and the share of CPU time the host took
meanwhile (steal: a busy host slows two threads more than one), with the medians of the quiet
rounds alone. Also the CPU time each mode took (user + system, all threads) and the process start
(`--version`, on one core whatever --jobs says). Were running two threads at once free, --jobs 2
would still take the start plus half of the rest of --jobs 1's CPU time, so it can be at most
(--jobs 1's time) / (start + (--jobs 1's CPU time - start) / 2) times as fast: printed as the
ideal. After deleting each run's folder the disk is synced, so that no run waits on the journal
committing (and, where the file system is mounted with `discard`, discarding) the blocks of the
last one. Also the batch's own time, as the program reports it (its sessions played and written,
without its start, summary and exit), and the ratio of those. Reported, never asserted.

Usage: bench/jobs_speedup.py [CLI] [N]   (CLI default: build-release/app/nashlab-cli, N: 15)
The batch: guess_average, 20 rounds, 4 random + 3 ne + 3 adaptive bots (a 74 MB record)."""
import json, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time

cli = sys.argv[1] if len(sys.argv) > 1 else 'build-release/app/nashlab-cli'
n = int(sys.argv[2]) if len(sys.argv) > 2 else 15
work = tempfile.mkdtemp(prefix='nashlab-jobs-')
out = os.path.join(work, 'runs')
spec = {'name': 'jobs-bench', 'game': 'guess_average', 'rounds': 20, 'repetitions': 1000, 'seed': 7,
        'seats': [{'type': 'bot', 'strategy': 'random', 'count': 4}, {'type': 'bot', 'strategy': 'ne', 'count': 3},
                  {'type': 'bot', 'strategy': 'adaptive', 'count': 3}]}
whole, half = os.path.join(work, 'batch.json'), os.path.join(work, 'batch500.json')
json.dump(spec, open(whole, 'w'))
json.dump(dict(spec, repetitions=500), open(half, 'w'))


def cpu_ticks():
    """(steal, all) ticks of every CPU so far: on a VM, the time the host gave our CPUs to others."""
    fields = [int(x) for x in open('/proc/stat').readline().split()[1:]]
    return fields[7], sum(fields[:8])


def children_cpu():
    """CPU time (user + system) of every child process waited for so far, in seconds."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def remove(*folders):
    for folder in folders:
        shutil.rmtree(folder, ignore_errors=True)
    os.sync()


def timed(*commands, cpu=None, batch=None):
    steal0, all0 = cpu_ticks()
    cpu0 = children_cpu()
    start = time.perf_counter()
    procs = [subprocess.Popen(c, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for c in commands]
    for p in procs:
        err = p.communicate()[1]
        if p.returncode != 0:
            sys.exit('nashlab-cli failed: ' + err.decode(errors='replace')[-400:])
        if batch is not None:
            took = re.search(r'sessions played and written in ([0-9.]+) ms', err.decode(errors='replace'))
            if not took:
                sys.exit('nashlab-cli printed no batch time: ' + err.decode(errors='replace')[-400:])
            batch.append(float(took.group(1)) / 1000)
    elapsed = time.perf_counter() - start
    if cpu is not None:
        cpu.append(children_cpu() - cpu0)
    steal1, all1 = cpu_ticks()
    steals.append((steal1 - steal0) / max(1, all1 - all0))
    return elapsed


times = {'jobs1': [], 'jobs2': [], 'two_processes': []}
cpus = {'jobs1': [], 'jobs2': []}  # CPU time of each run, all its threads
batches = {'jobs1': [], 'jobs2': []}  # the batch's own time, as nashlab-cli reports it
starts = []  # wall time of `--version`: loading the program
steals = []  # per timed command: the share of CPU time the host took (0 on bare metal)
quiet = []   # rounds in which the host took under 2 % from any of the three
for _ in range(n):
    first = len(steals)
    starts.append(timed([cli, '--version']))
    steals.pop()  # not one of the three compared
    times['jobs1'].append(timed([cli, 'run', whole, '--out', out, '--jobs', '1'], cpu=cpus['jobs1'],
                                batch=batches['jobs1']))
    remove(out)
    times['jobs2'].append(timed([cli, 'run', whole, '--out', out, '--jobs', '2'], cpu=cpus['jobs2'],
                                batch=batches['jobs2']))
    # Each its own runs folder: two runs started in the same second would pick the same folder name.
    times['two_processes'].append(timed([cli, 'run', half, '--out', out + '-a', '--jobs', '1'],
                                        [cli, 'run', half, '--out', out + '-b', '--jobs', '1']))
    remove(out + '-a', out + '-b', out)
    if max(steals[first:]) < 0.02:
        quiet.append({k: v[-1] for k, v in times.items()})
shutil.rmtree(work, ignore_errors=True)
med = {k: statistics.median(v) for k, v in times.items()}
print('medians of %d: %s' % (n, ', '.join('%s %.1f ms' % (k, v * 1000) for k, v in med.items())))
print('--jobs 2 speed-up %.2fx; two separate processes %.2fx' % (med['jobs1'] / med['jobs2'],
                                                                  med['jobs1'] / med['two_processes']))
cpu = {k: statistics.median(v) for k, v in cpus.items()}
start = statistics.median(starts)
print('CPU time: --jobs 1 %.1f ms (%.2f CPUs), --jobs 2 %.1f ms (%.2f CPUs); process start %.1f ms' %
      (cpu['jobs1'] * 1000, cpu['jobs1'] / med['jobs1'], cpu['jobs2'] * 1000, cpu['jobs2'] / med['jobs2'],
       start * 1000))
batch = {k: statistics.median(v) for k, v in batches.items()}
print('the batch alone (played and written, as nashlab-cli reports it): --jobs 1 %.1f ms, --jobs 2 %.1f ms: %.2fx' %
      (batch['jobs1'] * 1000, batch['jobs2'] * 1000, batch['jobs1'] / batch['jobs2']))
print('ideal --jobs 2 on two cores (its CPU time no more than --jobs 1\'s): %.2fx' %
      (med['jobs1'] / (start + (cpu['jobs1'] - start) / 2)))
print('CPU time taken by the host (steal): median %.1f %%, max %.1f %%' % (100 * statistics.median(steals),
                                                                          100 * max(steals)))
if quiet:
    q = {k: statistics.median(r[k] for r in quiet) for k in times}
    print('the %d of %d rounds with under 2 %% steal: --jobs 2 %.2fx; two separate processes %.2fx' %
          (len(quiet), n, q['jobs1'] / q['jobs2'], q['jobs1'] / q['two_processes']))
