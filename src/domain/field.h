#pragma once

#include <QtGlobal>

#include <utility>

namespace bd::domain {

// A value the service may leave out, send as null, or send. The three are kept apart so that
// "absent" never turns into 0, false or "" and a PATCH can tell "unchanged" from "cleared".
template <typename T> class Field
{
public:
    enum class State : quint8 { Absent, Null, Present };

    Field() = default;
    Field(T value) : m_value(std::move(value)), m_state(State::Present) {} // NOLINT: implicit on purpose
    static Field null()
    {
        Field f;
        f.m_state = State::Null;
        return f;
    }

    State state() const { return m_state; }
    bool isAbsent() const { return m_state == State::Absent; }
    bool isNull() const { return m_state == State::Null; }
    bool isPresent() const { return m_state == State::Present; }

    // Precondition: isPresent().
    const T &value() const
    {
        Q_ASSERT(isPresent());
        return m_value;
    }
    T valueOr(T fallback) const { return isPresent() ? m_value : std::move(fallback); }
    // The value, or an empty one, by reference: safe to iterate and to keep pointers into
    // (a copy from valueOr() would detach on iteration and take the pointers with it).
    const T &orEmpty() const
    {
        static const T empty{};
        return isPresent() ? m_value : empty;
    }
    const T *get() const { return isPresent() ? &m_value : nullptr; }

    void set(T value)
    {
        m_value = std::move(value);
        m_state = State::Present;
    }
    void setNull()
    {
        m_value = T();
        m_state = State::Null;
    }
    void clear()
    {
        m_value = T();
        m_state = State::Absent;
    }

    friend bool operator==(const Field &a, const Field &b)
    {
        return a.m_state == b.m_state && (a.m_state != State::Present || a.m_value == b.m_value);
    }

private:
    T m_value{};
    State m_state = State::Absent;
};

} // namespace bd::domain
