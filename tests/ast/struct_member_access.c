/* Member access through a pointer: -> is a deref then a member, typed by
   the field; sizeof of the typedef'd struct is a constant from its layout. */
typedef struct node { int value; struct node *next; } node_t;
unsigned long f(node_t *n) { return n->next->value + sizeof(node_t); }
/* expected-ast
typedef node_t 'node_t' typedef <3:55>
function-definition f 'unsigned long (node_t *)' <4:15>
  param n 'node_t *' <4:25>
  block <4:28>
    return <4:30>
      + 'unsigned long' <4:52>
        member ->value 'int' <4:46>
          deref 'struct node' <4:44>
            member ->next 'struct node *' <4:40>
              deref 'node_t' <4:38>
                var n 'node_t *' <4:37>
        sizeof = 16 'unsigned long' of 'node_t' <4:54>
*/
