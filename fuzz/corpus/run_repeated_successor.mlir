// Tests cf.cond_br with the same successor twice with different arguments (seed pattern), swapped block args, and cf.br loops with parallel block-arg updates.
module {
  // exactly the seed pattern: cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
  func.func @pick(%x: i32, %a: i32, %b: i32) -> i32 {
    %z = arith.constant 0 : i32
    %c = arith.cmpi sgt, %x, %z : i32
    cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
  ^bb1(%r: i32):
    %one = arith.constant 1 : i32
    %s = arith.addi %r, %one : i32
    return %s : i32
  }

  // same successor, two args swapped: returns p*10 + q where (p,q) = c ? (a,b) : (b,a)
  func.func @swap_pick(%x: i32, %a: i32, %b: i32) -> i32 {
    %z = arith.constant 0 : i32
    %c = arith.cmpi ne, %x, %z : i32
    cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%b, %a : i32, i32)
  ^bb1(%p: i32, %q: i32):
    %ten = arith.constant 10 : i32
    %t = arith.muli %p, %ten : i32
    %s = arith.addi %t, %q : i32
    return %s : i32
  }

  // fibonacci with a cf.br loop whose back edge passes (b, a+b): block args
  // must be updated in parallel. Loop header is also targeted twice by cond_br.
  func.func @fib_cf(%n: i32) -> i64 {
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %a0 = arith.constant 0 : i64
    %b0 = arith.constant 1 : i64
    cf.br ^loop(%z, %a0, %b0 : i32, i64, i64)
  ^loop(%i: i32, %a: i64, %b: i64):
    %done = arith.cmpi sge, %i, %n : i32
    cf.cond_br %done, ^exit(%a : i64), ^body
  ^body:
    %i1 = arith.addi %i, %one : i32
    %s = arith.addi %a, %b : i64
    cf.br ^loop(%i1, %b, %s : i32, i64, i64)
  ^exit(%r: i64):
    return %r : i64
  }

  // rotate three values k times in a loop: (x,y,z) -> (y,z,x); returns x*100+y*10+z
  func.func @rotate(%k: i32) -> i32 {
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    cf.br ^loop(%z, %c1, %c2, %c3 : i32, i32, i32, i32)
  ^loop(%i: i32, %x: i32, %y: i32, %w: i32):
    %more = arith.cmpi slt, %i, %k : i32
    %i1 = arith.addi %i, %one : i32
    cf.cond_br %more, ^loop(%i1, %y, %w, %x : i32, i32, i32, i32), ^exit
  ^exit:
    %h = arith.constant 100 : i32
    %t = arith.constant 10 : i32
    %xh = arith.muli %x, %h : i32
    %yt = arith.muli %y, %t : i32
    %s0 = arith.addi %xh, %yt : i32
    %s1 = arith.addi %s0, %w : i32
    return %s1 : i32
  }
}
