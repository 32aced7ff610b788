#pragma once

// The local record of invoice deletions sent from this computer: when, where (environment and
// tenant), what was selected, which CRM flags were set, and what the service answered. Kept per
// environment and tenant (tenantSettingsGroup) so one tenant's record never shows in another;
// never a secret (no credentials, no addresses' user info).

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace bd::models {

struct DeletionLogEntry
{
    QDateTime time; // UTC, when the answer came
    QString environment;
    QString address; // the service's base address, without user info or query
    QString tenant;
    QString selector;       // for people: "3 invoice ids" / "status Canceled"
    QStringList invoiceIds; // the ids sent (by ids)
    QString filter;         // the graphqlFilter sent (by status)
    QStringList flags;      // the CRM flags that were true, by wire name
    bool succeeded = false;
    int httpStatus = 0; // 0: no HTTP answer
    QString errorCode;
    QString result; // for people: "Deleted 4 invoices." / the error in words
    QStringList deletedIds;
};

class DeletionLog
{
    Q_DECLARE_TR_FUNCTIONS(DeletionLog)
public:
    static constexpr int MaxEntries = 1000;

    // The log stored under `settingsGroup` (see tenantSettingsGroup).
    explicit DeletionLog(QString settingsGroup);

    // Newest first.
    QList<DeletionLogEntry> entries() const;
    void append(const DeletionLogEntry &entry);

    // Exports of entries (newest first): CSV with a header row, or a JSON array.
    static QByteArray toCsv(const QList<DeletionLogEntry> &entries);
    static QByteArray toJson(const QList<DeletionLogEntry> &entries, bool indented = true);

private:
    QString m_key;
};

} // namespace bd::models
