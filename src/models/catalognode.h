#pragma once

// CatalogModel's tree node (private to the model's source files).

#include "models/catalogmodel.h"

namespace bd::models {

struct CatalogModel::Node
{
    NodeKind kind;
    Node *parent = nullptr;
    int row = 0;
    int product = -1;           // index into m_products
    const void *item = nullptr; // the typed value this row shows (by kind; none for products)
    QString label;              // groups and custom fields
    bool childrenBuilt = false;
    std::vector<std::unique_ptr<Node>> children;
    // Product rows, once decoded: what `item` of the children points into.
    std::unique_ptr<domain::Decoded<domain::Product>> decoded;

    Node *add(NodeKind k, const void *value, QString text = {})
    {
        auto n = std::make_unique<Node>();
        n->kind = k;
        n->parent = this;
        n->row = int(children.size());
        n->product = product;
        n->item = value;
        n->label = std::move(text);
        children.push_back(std::move(n));
        return children.back().get();
    }
};

} // namespace bd::models
