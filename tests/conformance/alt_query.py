"""The query endpoint of the alternative service (alt_service.py): a small GraphQL subset,
written apart from the sandbox's and answering in other legal shapes.

    query Find($email: String) { Contact(where: {email: {_eq: $email}}) { id name } }

Entities: Customer, Contact, Invoice.  `where` takes field conditions with _eq, _neq and _in
(several fields in one object must all hold); `limit` and `offset` page.  Choices that differ
from the sandbox (all legal):
    * every answer is HTTP 200, syntax errors included, and carries "data" (null on errors)
    * an error's place is in "extensions": {"code", "line", "column"}, not "locations"
    * a field a record does not have is left out of its row (not written as null)
    * undeclared variables and declared ones missing from "variables" are errors (BAD_VARIABLE)
Python 3 standard library only.
"""

import json
import re
from decimal import Decimal

TOKEN_RE = re.compile(r"""
    (?P<skip>[\s,\ufeff]+|\#[^\n]*)
  | (?P<punct>[{}()\[\]:!=$])
  | (?P<name>[_A-Za-z][_0-9A-Za-z]*)
  | (?P<number>-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
""", re.X)

ENTITY_FIELDS = {
    "Customer": ["id", "name", "parentCustomerId"],
    "Contact": ["id", "customerId", "createdById", "createdDate", "lastModifiedById", "lastModifiedDate",
                "name", "firstName", "middleName", "lastName", "suffix", "title", "email", "phone",
                "mobilePhone", "birthday", "billingStreet", "billingCity", "billingState",
                "billingPostalCode", "billingCountry", "shippingStreet", "shippingCity", "shippingState",
                "shippingPostalCode", "shippingCountry", "taxExempt", "timezone", "type", "website"],
    "Invoice": ["id", "documentNumber", "accountId", "status", "issuedOn", "dueOn", "grandTotal",
                "openBalance", "currency"],
}


class QueryError(Exception):
    def __init__(self, message, code, pos=None):
        super().__init__(message)
        self.message, self.code, self.pos = message, code, pos


class Node:
    """A selection: alias, name, arguments {name: value}, children, and where it starts."""

    def __init__(self, alias, name, args, children, pos):
        self.alias, self.name, self.args, self.children, self.pos = alias, name, args, children, pos

    @property
    def key(self):
        return self.alias or self.name


def tokenize(text):
    pos = 0
    while pos < len(text):
        m = TOKEN_RE.match(text, pos)
        if not m:
            raise QueryError("Unexpected character %r." % text[pos], "SYNTAX_ERROR", pos)
        if m.lastgroup != "skip":
            yield m.lastgroup, m.group(), pos
        pos = m.end()
    yield "eof", "", len(text)


class Parser:
    def __init__(self, text):
        self.tokens = list(tokenize(text))
        self.i = 0

    def peek(self, value=None):
        kind, text, _ = self.tokens[self.i]
        return text == value and kind != "string" if value is not None else kind

    def take(self, kind=None, value=None):
        k, text, pos = self.tokens[self.i]
        if (kind and k != kind) or (value is not None and (text != value or k == "string")):
            wanted = repr(value) if value is not None else "a " + kind
            got = "the end of the query" if k == "eof" else repr(text)
            raise QueryError("Expected %s, found %s." % (wanted, got), "SYNTAX_ERROR", pos)
        self.i += 1
        return text, pos

    def document(self):
        declared = {}
        if self.peek("query"):
            self.take()
            if self.peek() == "name":
                self.take()
            if self.peek("("):
                self.take()
                while not self.peek(")"):
                    _, pos = self.take("punct", "$")
                    name, _ = self.take("name")
                    self.take("punct", ":")
                    required = self.type_ref()
                    default = None
                    if self.peek("="):
                        self.take()
                        default = self.value()
                    declared[name] = (required, default, pos)
                self.take("punct", ")")
        selections = self.selection_set()
        self.take("eof")
        return declared, selections

    def type_ref(self):
        if self.peek("["):
            self.take()
            self.type_ref()
            self.take("punct", "]")
        else:
            self.take("name")
        if self.peek("!"):
            self.take()
            return True
        return False

    def selection_set(self):
        self.take("punct", "{")
        out = []
        while not self.peek("}"):
            name, pos = self.take("name")
            alias = None
            if self.peek(":"):
                self.take()
                alias, (name, pos) = name, self.take("name")
            args = {}
            if self.peek("("):
                self.take()
                while not self.peek(")"):
                    arg, arg_pos = self.take("name")
                    self.take("punct", ":")
                    args[arg] = (self.value(), arg_pos)
                self.take("punct", ")")
            children = self.selection_set() if self.peek("{") else []
            out.append(Node(alias, name, args, children, pos))
        self.take("punct", "}")
        if not out:
            raise QueryError("A selection set selects at least one field.", "SYNTAX_ERROR",
                             self.tokens[self.i - 1][2])
        return out

    def value(self):
        kind, text, pos = self.tokens[self.i]
        if kind == "punct" and text == "$":
            self.take()
            return ("var", self.take("name")[0], pos)
        if kind == "string":
            self.take()
            return ("lit", json.loads(text), pos)
        if kind == "number":
            self.take()
            return ("lit", Decimal(text), pos)
        if kind == "name":
            self.take()
            return ("lit", {"true": True, "false": False, "null": None}.get(text, text), pos)
        if kind == "punct" and text == "[":
            self.take()
            items = []
            while not self.peek("]"):
                items.append(self.value())
            self.take("punct", "]")
            return ("list", items, pos)
        if kind == "punct" and text == "{":
            self.take()
            fields = []
            while not self.peek("}"):
                name, name_pos = self.take("name")
                self.take("punct", ":")
                fields.append((name, self.value(), name_pos))
            self.take("punct", "}")
            return ("obj", fields, pos)
        raise QueryError("Expected a value, found %s." % ("the end of the query" if kind == "eof" else repr(text)),
                         "SYNTAX_ERROR", pos)


def place(text, pos):
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def error_body(text, errors):
    out = []
    for e in errors:
        ext = {"code": e.code}
        if e.pos is not None:
            ext["line"], ext["column"] = place(text, e.pos)
        out.append({"message": e.message, "extensions": ext})
    return {"data": None, "errors": out}


class Run:
    def __init__(self, declared, given):
        self.declared, self.given, self.errors = declared, given, []

    def resolve(self, v):
        kind, value, pos = v
        if kind == "var":
            if value not in self.declared:
                self.errors.append(QueryError("Variable $%s is used but not declared." % value, "BAD_VARIABLE", pos))
                return None
            if value in self.given:
                return self.given[value]
            _, default, _ = self.declared[value]
            if default is not None:
                return self.resolve(default)
            self.errors.append(QueryError("Variable $%s was not given in \"variables\"." % value,
                                          "BAD_VARIABLE", pos))
            return None
        if kind == "list":
            return [self.resolve(x) for x in value]
        return value

    def conditions(self, where, schema, entity):
        """[(field, op, operand)] from a where object, checking names."""
        out = []
        if where[0] != "obj":
            self.errors.append(QueryError("where takes an object.", "BAD_INPUT", where[2]))
            return out
        for field, cond, pos in where[1]:
            if field not in schema:
                self.errors.append(QueryError("%s has no field '%s'." % (entity, field), "UNKNOWN_FIELD", pos))
                continue
            if cond[0] != "obj":
                self.errors.append(QueryError("Use {_eq: value} for %s." % field, "BAD_INPUT", cond[2]))
                continue
            for op, operand, op_pos in cond[1]:
                if op not in ("_eq", "_neq", "_in"):
                    self.errors.append(QueryError("Operator %s is not supported here; use _eq, _neq or _in."
                                                  % op, "UNKNOWN_OPERATOR", op_pos))
                    continue
                out.append((field, op, self.resolve(operand)))
        return out


def same(a, b):
    if isinstance(a, (int, float, Decimal)) and isinstance(b, (int, float, Decimal)) \
            and not isinstance(a, bool) and not isinstance(b, bool):
        return Decimal(str(a)) == Decimal(str(b))
    return a == b


def holds(record, field, op, operand):
    value = record.get(field)
    if op == "_eq":
        return same(value, operand)
    if op == "_neq":
        return not same(value, operand)
    return isinstance(operand, list) and any(same(value, x) for x in operand)


# What the fields hold, for the introspection answer (a GraphQL service's own words for types).
FIELD_TYPES = {"grandTotal": "Decimal", "openBalance": "Decimal", "taxExempt": "Boolean"}


def introspection():
    """A GraphQL introspection answer (__schema) for the entities here: the query type lists
    each entity as a list of its object type, whose fields are scalars."""
    def scalar(name):
        return {"name": FIELD_TYPES.get(name, "String"), "kind": "SCALAR", "ofType": None}
    types = [{"name": "query_root", "kind": "OBJECT",
              "fields": [{"name": e, "type": {"name": None, "kind": "LIST",
                                              "ofType": {"name": e, "kind": "OBJECT", "ofType": None}}}
                         for e in sorted(ENTITY_FIELDS)]}]
    types += [{"name": e, "kind": "OBJECT", "fields": [{"name": f, "type": scalar(f)} for f in fields]}
              for e, fields in sorted(ENTITY_FIELDS.items())]
    types += [{"name": t, "kind": "SCALAR", "fields": None} for t in ("Boolean", "Decimal", "String")]
    return {"queryType": {"name": "query_root"}, "types": types}


def run_query(text, variables, records_for, ignored_operators=()):
    """(status, body) for one query; records_for(entity) gives a list of dicts or None.
    ignored_operators: operators this service pretends not to know and silently drops from a
    condition (as a service whose language has only _eq answers every record for an _in)."""
    try:
        declared, selections = Parser(text).document()
    except QueryError as e:
        return 200, error_body(text, [e])
    if selections and all(sel.name == "__schema" for sel in selections):
        return 200, {"data": {sel.key: introspection() for sel in selections}}
    run = Run(declared, variables)
    plans = []
    for sel in selections:
        records = records_for(sel.name)
        if records is None:
            run.errors.append(QueryError("Unknown entity '%s'. Available here: %s."
                                         % (sel.name, ", ".join(sorted(ENTITY_FIELDS))), "UNKNOWN_ENTITY",
                                         sel.pos))
            continue
        schema = set(ENTITY_FIELDS[sel.name]).union(*(r.keys() for r in records))
        for child in sel.children:
            if child.name not in schema:
                run.errors.append(QueryError("%s has no field '%s'." % (sel.name, child.name), "UNKNOWN_FIELD",
                                             child.pos))
        conds, limit, offset = [], None, 0
        for arg, (value, pos) in sel.args.items():
            if arg == "where":
                conds = run.conditions(value, schema, sel.name)
            elif arg in ("limit", "offset"):
                n = run.resolve(value)
                if not isinstance(n, (int, Decimal)) or isinstance(n, bool) or n < 0 or n != int(n):
                    run.errors.append(QueryError("%s takes a whole number." % arg, "BAD_INPUT", pos))
                elif arg == "limit":
                    limit = int(n)
                else:
                    offset = int(n)
            else:
                run.errors.append(QueryError("Argument '%s' is not supported; use where, limit, offset." % arg,
                                             "UNKNOWN_ARGUMENT", pos))
        plans.append((sel, records, conds, limit, offset))
    if run.errors:
        return 200, error_body(text, run.errors)
    data = {}
    for sel, records, conds, limit, offset in plans:
        conds = [(f, op, v) for f, op, v in conds if op not in ignored_operators]
        rows = [r for r in records if all(holds(r, f, op, v) for f, op, v in conds)][offset:]
        rows = rows[:limit] if limit is not None else rows
        data[sel.key] = [{c.key: r[c.name] for c in sel.children if c.name in r} if sel.children else dict(r)
                         for r in rows]
    return 200, {"data": data}
