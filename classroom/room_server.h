#pragma once
// RoomServer: the room on the network, only while it is open. Plain HTTP serves the pages from
// the app's resources (strict Content-Security-Policy, nothing from elsewhere); one WebSocket per
// page carries the protocol of docs/classroom-protocol.md. The server enforces what a socket may
// send — text frames of at most 16 KiB, 20 messages a second (bursts of 40), JSON objects only —
// before the Room sees a message, notices pages that have gone (a closed tab at once, a lost
// network within seconds by ping), and refuses sockets opened from another site's page.
#include <QHostAddress>
#include <QHttpServer>
#include <QObject>
#include <QTimer>
#include <map>
#include <memory>

#include "classroom/room.h"
#include "engine/core/result.h"

class QWebSocket;

namespace nashlab::classroom {

class RoomServer final : public QObject {
    Q_OBJECT

public:
    static constexpr qint64 kMaxMessageBytes = 16 * 1024;
    static constexpr double kMessagesPerSecond = 20;
    static constexpr double kBurst = 40;
    static constexpr int kPingMs = 2000;  ///< a ping every 2 s
    static constexpr int kGoneMs = 7000;  ///< no pong for 7 s: the page is gone

    explicit RoomServer(Room& room, QObject* parent = nullptr);
    ~RoomServer() override;

    engine::Status listen(const QHostAddress& address, quint16 port);
    quint16 port() const { return m_port; }
    bool listening() const { return m_port != 0; }
    /// Stops listening and closes every socket.
    void close();
    int connections() const { return static_cast<int>(m_connections.size()); }

private:
    class Connection;
    void accept();
    void heartbeat();
    void drop(QWebSocket* socket);

    Room& m_room;
    QHttpServer m_http;
    QTimer m_heartbeat;
    quint16 m_port = 0;
    std::map<QWebSocket*, std::unique_ptr<Connection>> m_connections;
};

}  // namespace nashlab::classroom
