#pragma once

// One thing the command bar can offer: an action, a screen, a tenant, a product, a contact, a
// saved query or view, a webhook endpoint, or a jump to what a pasted text names.

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

namespace bd::models {

// A lookup a command started that needs the service (a product or contact read by id): the bar
// shows it running, closes when it is done and cancels it on Esc.
class PendingLookup : public QObject
{
    Q_OBJECT
public:
    explicit PendingLookup(std::function<void()> cancel, QObject *parent = nullptr)
        : QObject(parent), m_cancel(std::move(cancel))
    {}
    void cancel()
    {
        if (m_cancel)
            std::exchange(m_cancel, nullptr)();
    }
    // The screen says what came of it; the bar closes (found) or shows `message`.
    void finish(bool found, const QString &message = {})
    {
        m_cancel = nullptr;
        emit finished(found, message);
    }

signals:
    void finished(bool found, const QString &message);

private:
    std::function<void()> m_cancel;
};

struct Command
{
    // In the order the bar lists groups of equal rank: a jump first.
    enum class Group { Jump, Recent, Screen, Action, Tenant, Product, Contact, Query, View, Webhook };
    Group group = Group::Action;
    QString text;   // what the row says ("Switch to tenant Globex")
    QString detail; // shown beside it, searched too: a shortcut, a SKU, an email, a URL
    QString key;    // stable across starts, for "recently used" ("action:Reload", "product:<id>")
    // Runs it; a lookup that needs the service returns its PendingLookup (else null).
    std::function<PendingLookup *()> run;
    int score = 0;
    QList<int> highlights; // characters of `text` the typed ones matched
};

QString groupTitle(Command::Group group);

} // namespace bd::models
