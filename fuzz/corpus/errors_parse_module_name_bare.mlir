// module name that is not a '@' symbol
module foo {
}
