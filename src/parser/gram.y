// Placeholder grammar; the parser work replaces it.
%name basalt_gram
%token_prefix TK_
input ::= .
