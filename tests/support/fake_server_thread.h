#pragma once
// FakeServerThread: the fake LLM server on a thread of its own, as a local model server is a
// process of its own: its handlers do not take turns with NashLab's event loop, and its memory is
// not the client thread's (a load test looks for a client that writes into freed memory).
// Everything that touches the server runs on its thread: with() waits for it.
#include <QMetaObject>
#include <QObject>
#include <QThread>
#include <memory>

#include "tests/support/fake_llm_server.h"

namespace nashlab::test {

class FakeServerThread {
public:
    FakeServerThread() {
        m_thread.start();
        m_context.moveToThread(&m_thread);
        with([](FakeLlmServer&) {});
    }
    ~FakeServerThread() {
        QMetaObject::invokeMethod(
            &m_context, [this] { m_server.reset(); }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    FakeServerThread(const FakeServerThread&) = delete;
    FakeServerThread& operator=(const FakeServerThread&) = delete;

    /// Runs `f(server)` on the server's thread and waits for it (the server listens from the start).
    template <typename F>
    void with(F f) {
        QMetaObject::invokeMethod(
            &m_context,
            [this, &f] {
                if (!m_server) {
                    m_server = std::make_unique<FakeLlmServer>();
                    m_server->listen();
                }
                f(*m_server);
            },
            Qt::BlockingQueuedConnection);
    }
    std::string baseUrl(const std::string& provider = "openai") {
        std::string url;
        with([&](FakeLlmServer& s) { url = s.baseUrl(provider); });
        return url;
    }

private:
    QThread m_thread;
    QObject m_context;
    std::unique_ptr<FakeLlmServer> m_server;
};

}  // namespace nashlab::test
