// A blob is a string: a number is a syntax error
{-# dialect_resources: { builtin: { r: 12 } } #-}
