#include "providers/http/plain_http_client.h"

#include <QTcpSocket>
#include <algorithm>

#include "providers/http/plain_http_exchange.h"

namespace nashlab::providers {

PlainHttpClient::~PlainHttpClient() {
    // Idle sockets are children: Qt deletes them; only their handlers must not run meanwhile.
    for (auto& [_, sockets] : m_idle)
        for (QTcpSocket* s : sockets) s->disconnect(this);
}

HttpExchange* PlainHttpClient::start(const HttpRequest& request, HttpExchange::Callbacks callbacks) {
    auto* exchange = new PlainHttpExchange(*this, request, std::move(callbacks));
    exchange->begin();
    return exchange;
}

int PlainHttpClient::idleConnections() const {
    int n = 0;
    for (const auto& [_, sockets] : m_idle) n += static_cast<int>(sockets.size());
    return n;
}

QTcpSocket* PlainHttpClient::takeIdle(const std::string& origin) {
    const auto it = m_idle.find(origin);
    if (it == m_idle.end()) return nullptr;
    auto& sockets = it->second;
    while (!sockets.empty()) {
        // The most recently used first: the one least likely to have been closed by the server.
        QTcpSocket* socket = sockets.back();
        sockets.pop_back();
        socket->disconnect(this);
        if (socket->state() == QAbstractSocket::ConnectedState && socket->bytesAvailable() == 0) return socket;
        socket->abort();
        socket->deleteLater();
    }
    return nullptr;
}

void PlainHttpClient::putIdle(const std::string& origin, QTcpSocket* socket) {
    auto& sockets = m_idle[origin];
    if (static_cast<int>(sockets.size()) >= kMaxIdlePerOrigin) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    socket->setParent(this);
    // An idle connection that the server closes, or that receives bytes nobody asked for, is of
    // no further use.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { dropIdle(socket); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] { dropIdle(socket); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] { dropIdle(socket); });
    sockets.push_back(socket);
}

void PlainHttpClient::dropIdle(QTcpSocket* socket) {
    for (auto& [_, sockets] : m_idle) {
        const auto it = std::find(sockets.begin(), sockets.end(), socket);
        if (it == sockets.end()) continue;
        sockets.erase(it);
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
        return;
    }
}

}  // namespace nashlab::providers
