# The accessibility tree of the running app as AT-SPI shows it (scripts/a11y-walk.sh starts it).
# Fails on a showing combo box or tab list without a label, or a showing button without a name.
import pyatspi, sys
desk = pyatspi.Registry.getDesktop(0)
app = None
for a in desk:
    if a and 'billing' in (a.name or '').lower():
        app = a
if not app:
    print("app not found:", [a.name for a in desk if a]); sys.exit(1)
problems = []
seen = {'combo': 0, 'button': 0, 'tablist': 0}
def labelled(acc):
    out = []
    for r in acc.getRelationSet():
        if r.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            for i in range(r.getNTargets()):
                out.append(r.getTarget(i).name)
    return out
def walk(acc, depth=0, path=''):
    try:
        role = acc.getRoleName()
        name = acc.name or ''
        states = acc.getState()
    except Exception:
        return
    showing = states.contains(pyatspi.STATE_SHOWING)
    if role == 'combo box':
        seen['combo'] += 1
        lab = labelled(acc)
        if showing and not any(lab):
            problems.append(f"combo box '{name}' has no label ({path})")
        if showing and '-v' in sys.argv: print('combo', repr(name), 'labelled by', lab)
    elif role in ('push button', 'toggle button') and showing:
        seen['button'] += 1
        if not name.strip():
            problems.append(f"unnamed {role} ({path})")
    elif role == 'page tab list' and showing:
        seen['tablist'] += 1
        lab = labelled(acc)
        if not any(lab):
            problems.append(f"tab list '{name}' has no label ({path})")
        if '-v' in sys.argv: print('tab list', repr(name), 'labelled by', lab)
    elif role == 'status bar' and '-v' in sys.argv:
        for i in range(acc.childCount):
            c = acc.getChildAtIndex(i)
            print('status bar child:', c.getRoleName(), repr(c.name), repr(c.description))
    if depth > 40: return
    for i in range(acc.childCount):
        try:
            c = acc.getChildAtIndex(i)
        except Exception:
            continue
        if c is not None:
            walk(c, depth + 1, path + '/' + (name or role)[:20])
import time
def find(acc, role, name):
    if acc.getRoleName() == role and name in labelled(acc): return acc
    for i in range(acc.childCount):
        c = acc.getChildAtIndex(i)
        if c is not None:
            r = find(c, role, name)
            if r: return r
tabs = find(app, 'page tab list', 'Screens')
print('screens tab list:', tabs is not None, tabs.childCount if tabs else 0)
for i in range(tabs.childCount if tabs else 1):
    if tabs:
        t = tabs.getChildAtIndex(i)
        if t.getRoleName() != 'page tab':
            continue
        try:
            t.queryAction().doAction(0)
        except Exception as e:
            print('cannot switch', e)
        time.sleep(1.5)
        print('== screen', t.name)
    walk(app)
print(seen)
print("\n".join(problems) if problems else "no problems")
sys.exit(1 if problems else 0)
