#pragma once

// What a deletion would select, as the query endpoint tells it before anything is deleted.

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace bd::models {

struct InvoicePreviewRow
{
    enum class State {
        Deletable,    // Canceled or Draft
        NotDeletable, // another status: the service refuses the deletion
        Unknown,      // an id the query endpoint does not know
    };
    QString id;
    QString invoiceNumber;
    QString status;
    QString customerId;
    QString totalAmount; // the exact digits the service sent
    QString currency;
    State state = State::Deletable;
};

struct InvoicePreview
{
    bool available = false;
    QString unavailableReason; // why there is no preview, in words
    QList<InvoicePreviewRow> rows;
    std::optional<int> total; // how many invoices the selection holds (an aggregate count, else rows)
    bool detailed = true;     // false: the service only answered id and status
    int notDeletable = 0;
    int unknown = 0;
    // Rows the query endpoint answered that were not selected (another id or status): not shown,
    // not counted.
    int ignored = 0;
};

} // namespace bd::models
