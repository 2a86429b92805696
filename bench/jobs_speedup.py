#!/usr/bin/env python3
"""nashlab-cli run --jobs 2 against --jobs 1 on a 1,000-session bot batch, with the machine's own
ceiling beside it: two --jobs 1 processes of 500 sessions each at once. Medians of N alternating
rounds (this VM's speed drifts; single pairs mislead). Reported, never asserted.

Usage: bench/jobs_speedup.py [CLI] [N]   (CLI default: build-release/app/nashlab-cli, N: 15)
The batch: guess_average, 20 rounds, 4 random + 3 ne + 3 adaptive bots (a 74 MB record)."""
import json, os, shutil, statistics, subprocess, sys, tempfile, time

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


def timed(*commands):
    start = time.perf_counter()
    procs = [subprocess.Popen(c, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for c in commands]
    for p in procs:
        err = p.communicate()[1]
        if p.returncode != 0:
            sys.exit('nashlab-cli failed: ' + err.decode(errors='replace')[-400:])
    return time.perf_counter() - start


times = {'jobs1': [], 'jobs2': [], 'two_processes': []}
for _ in range(n):
    times['jobs1'].append(timed([cli, 'run', whole, '--out', out, '--jobs', '1']))
    times['jobs2'].append(timed([cli, 'run', whole, '--out', out, '--jobs', '2']))
    # Each its own runs folder: two runs started in the same second would pick the same folder name.
    times['two_processes'].append(timed([cli, 'run', half, '--out', out + '-a', '--jobs', '1'],
                                        [cli, 'run', half, '--out', out + '-b', '--jobs', '1']))
    for folder in (out + '-a', out + '-b'):
        shutil.rmtree(folder, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
shutil.rmtree(work, ignore_errors=True)
med = {k: statistics.median(v) for k, v in times.items()}
print('medians of %d: %s' % (n, ', '.join('%s %.1f ms' % (k, v * 1000) for k, v in med.items())))
print('--jobs 2 speed-up %.2fx; two separate processes %.2fx' % (med['jobs1'] / med['jobs2'],
                                                                  med['jobs1'] / med['two_processes']))
