#pragma once

// What the command bar finds for what was typed: every provider (the window's actions, each
// screen's records) offers commands; those that match every typed word are kept, the best few of
// each group, ranked by their match and by how recently the person chose them.

#include "models/commands/command.h"
#include "models/commands/pastedtext.h"

#include <QByteArray>
#include <QHash>
#include <QStringList>

#include <array>
#include <vector>

namespace bd::models {

// The commands the person chose last (newest first), kept per environment and tenant by the
// caller; a recent command ranks above an equal match.
class CommandRecents
{
public:
    CommandRecents() = default;
    explicit CommandRecents(QStringList keys) : m_keys(std::move(keys)) {}
    const QStringList &keys() const { return m_keys; }
    // 0 for a command not chosen lately, more the more recent.
    int bonus(const QString &key) const;
    // Puts it first; the oldest go past `keep`.
    void use(const QString &key, int keep = 50);

private:
    QStringList m_keys;
};

class CommandSearch
{
public:
    explicit CommandSearch(const QString &typed, CommandRecents recents = {}, int perGroup = 8);

    QString typed() const { return m_typed; }
    bool isEmpty() const { return m_words.isEmpty(); }
    // The typed words, folded (foldForMatch), and as lower-case UTF-8 for byte texts.
    const QStringList &words() const { return m_words; }
    const QList<QByteArray> &utf8Words() const { return m_utf8Words; }
    int perGroup() const { return m_perGroup; }
    // What the typed text is by its shape (an id, ids, an email), read once for every provider.
    const PastedText &pasted() const { return m_pasted; }

    // Keeps the command when every typed word matches its text or its detail; with nothing
    // typed, only a recently chosen one (in the Recent group) or one of `listedWhenEmpty` groups.
    void offer(Command command);
    // A command its provider has matched and scored itself (the catalog over its search texts).
    void offerScored(Command command);
    // The score every typed word gets against `text` (summed), or nothing when one does not match.
    std::optional<int> match(QStringView text, QList<int> *positions = nullptr) const;

    // Groups listed when nothing is typed (the actions and screens; records only when recent).
    void setListedWhenEmpty(QList<Command::Group> groups) { m_listedWhenEmpty = std::move(groups); }
    // The kept commands: groups by their best command, commands by score within their group.
    QList<Command> ranked() const;

private:
    QString m_typed;
    QStringList m_words;
    QList<QByteArray> m_utf8Words;
    PastedText m_pasted;
    CommandRecents m_recents;
    int m_perGroup;
    QList<Command::Group> m_listedWhenEmpty;
    std::array<std::vector<Command>, 10> m_groups;
};

} // namespace bd::models
