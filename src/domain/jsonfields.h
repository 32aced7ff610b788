#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace bd::json {
class Writer;
}

namespace bd::domain {

// Named JSON values kept in the order they arrived, each as its exact raw JSON text.
// Used for unknown fields (so nothing the service sends is lost), custom fields, and records
// whose fields the spec does not show (webhook endpoints, tenant details).
class JsonFields
{
public:
    struct Entry
    {
        QString name;
        QByteArray raw;
        friend bool operator==(const Entry &, const Entry &) = default;
    };

    void append(QString name, QByteArray rawJson) { m_entries.append({std::move(name), std::move(rawJson)}); }
    bool isEmpty() const { return m_entries.isEmpty(); }
    qsizetype size() const { return m_entries.size(); }
    const Entry &at(qsizetype i) const { return m_entries.at(i); }
    QList<Entry>::const_iterator begin() const { return m_entries.cbegin(); }
    QList<Entry>::const_iterator end() const { return m_entries.cend(); }
    QStringList names() const;

    const QByteArray *find(QStringView name) const;
    bool contains(QStringView name) const { return find(name) != nullptr; }
    // The value for people (see json::displayText); empty when absent or null.
    QString text(QStringView name) const;

    // Writes every entry as a member of the object being written.
    void writeMembers(json::Writer &w) const;

    friend bool operator==(const JsonFields &, const JsonFields &) = default;

private:
    QList<Entry> m_entries;
};

} // namespace bd::domain
