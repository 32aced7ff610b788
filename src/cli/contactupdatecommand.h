#pragma once

// contacts update: changes contacts through the window's contact controller (ContactEditor), so
// the same rules hold — every value validated before sending, only the changed fields sent
// (a cleared field as null), never retried, the service's warnings reported. From the command
// line for one contact, or from a CSV file for many: one row at a time, a failed row reported
// and the others still sent. A dry run loads each contact and prints old → new, sending nothing.

#include "cli/command.h"
#include "cli/contactrows.h"
#include "domain/contact.h"

namespace bd::models {
class ContactEditor;
}

namespace bd::cli {

class ContactUpdateCommand final : public Command
{
    Q_OBJECT
public:
    static CommandSpec spec();

    explicit ContactUpdateCommand(const Invocation &invocation);
    void start() override;

private:
    struct Change
    {
        QString field;
        QString before;
        QString after; // empty: cleared (sent as null)
    };
    struct Result
    {
        int line = 0;
        QString id;
        QString result; // updated, unchanged, would-update, invalid, refused, not-found, failed
        QString message;
        QList<Change> changes;
        QStringList review;                      // the window's "Label: “old” → “new”" lines
        QList<QPair<QString, QString>> warnings; // code, message
    };

    void next();
    void loaded();
    void done(Result result);
    void writeResult(const Result &result);
    static QByteArray resultJson(const Result &result);
    void summarize();
    QList<Change> changes() const;

    void makeEditor();
    models::ContactEditor *m_editor = nullptr;
    bool m_dryRun = false;
    bool m_fromCsv = false;
    QList<ContactRow> m_rows;
    qsizetype m_current = -1;
    QList<Result> m_results;
};

} // namespace bd::cli
