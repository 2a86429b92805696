#pragma once
// RoomStudent: one page of a classroom room, played by a test over a real WebSocket (loopback):
// it keeps every message the server sent, in order, and can wait for the next of a kind.
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QNetworkRequest>
#include <QObject>
#include <QUrl>
#include <QWebSocket>
#include <deque>
#include <optional>
#include <string>

#include "engine/core/json.h"

namespace nashlab::test {

class RoomStudent final : public QObject {
public:
    /// Connects to ws://127.0.0.1:PORT/ws (with `origin` as the Origin header when given).
    explicit RoomStudent(quint16 port, const QString& origin = QString()) {
        connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
            m_messages.push_back(engine::Json::parse(text.toStdString(), nullptr, false));
        });
        connect(&m_socket, &QWebSocket::disconnected, this, [this] { m_closed = true; });
        QNetworkRequest request(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
        if (!origin.isEmpty()) request.setRawHeader("Origin", origin.toUtf8());
        m_socket.open(request);
    }
    bool waitConnected(int ms = 5000) {
        QDeadlineTimer deadline(ms);
        while (m_socket.state() != QAbstractSocket::ConnectedState && !m_closed && !deadline.hasExpired())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        return m_socket.state() == QAbstractSocket::ConnectedState;
    }
    void send(const engine::Json& message) { m_socket.sendTextMessage(QString::fromStdString(message.dump())); }
    void sendRaw(const QString& text) { m_socket.sendTextMessage(text); }
    void sendBinary(const QByteArray& bytes) { m_socket.sendBinaryMessage(bytes); }
    void join(const std::string& code, const std::string& name) {
        send({{"type", "hello"}, {"role", "student"}, {"code", code}, {"name", name}});
    }
    /// The next message of `type` not taken yet (earlier ones of other types are kept).
    std::optional<engine::Json> next(const std::string& type, int ms = 5000) {
        QDeadlineTimer deadline(ms);
        for (;;) {
            for (auto it = m_messages.begin(); it != m_messages.end(); ++it)
                if (it->is_object() && it->value("type", "") == type) {
                    engine::Json m = std::move(*it);
                    m_messages.erase(it);
                    return m;
                }
            if (deadline.hasExpired() || (m_closed && m_messages.empty())) return std::nullopt;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
            if (m_closed) QCoreApplication::processEvents();
        }
    }
    /// Answers the next question with {field: value} (the form's first field); the ask's id.
    int answerNext(const engine::Json& value, int ms = 5000) {
        const auto ask = next("ask", ms);
        if (!ask) return -1;
        const std::string field = (*ask)["form"][0]["name"].get<std::string>();
        send({{"type", "answer"}, {"ask", (*ask)["ask"]}, {"action", {{field, value}}}});
        return (*ask)["ask"].get<int>();
    }
    void close() { m_socket.close(); }
    void abort() { m_socket.abort(); }
    bool closed() const { return m_closed; }
    const std::deque<engine::Json>& pending() const { return m_messages; }
    QWebSocket& socket() { return m_socket; }

private:
    QWebSocket m_socket;
    std::deque<engine::Json> m_messages;
    bool m_closed = false;
};

}  // namespace nashlab::test
