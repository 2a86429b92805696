#pragma once
// Starting a batch's worker threads on the other CPUs at once. Linux leaves a new thread on the
// CPU of the thread that made it until its load balancer moves it, which on the 2-vCPU machine
// this was measured on took 2.4 ms at the median and up to 5 ms (a worker of a 40 ms batch of
// bots idle that long); placed on another CPU it ran within 0.05 ms. The placement is for the
// start only: the thread is then free to move as the scheduler likes.
#include <functional>
#include <thread>

namespace nashlab::engine {

/// Starts `body` on a new thread that begins on an allowed CPU other than the calling thread's
/// (the `index`-th such CPU, counting from 1, round the others), then runs unpinned. Where there is
/// no other CPU, or off Linux, a plain std::jthread.
std::jthread startOnAnotherCpu(std::size_t index, std::function<void()> body);

}  // namespace nashlab::engine
