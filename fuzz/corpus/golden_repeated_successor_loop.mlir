// From ConversionToLLVMDialect.old.md, section "Repeated Successor Removal": cf.cond_br whose two edges both go to the loop header ^loop with different arguments (sum of the odd numbers below %n), and one passing two arguments swapped
module {
  func.func @sum_odd(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    cf.br ^loop(%c0, %c0 : i32, i32)
  ^loop(%i: i32, %acc: i32):
    %done = arith.cmpi sge, %i, %n : i32
    cf.cond_br %done, ^exit(%acc : i32), ^body
  ^body:
    %bit = arith.andi %i, %c1 : i32
    %odd = arith.cmpi ne, %bit, %c0 : i32
    %next = arith.addi %i, %c1 : i32
    %sum = arith.addi %acc, %i : i32
    cf.cond_br %odd, ^loop(%next, %sum : i32, i32), ^loop(%next, %acc : i32, i32)
  ^exit(%r: i32):
    return %r : i32
  }
  func.func @swap(%c: i1, %a: i32, %b: i32) -> i32 {
    cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%b, %a : i32, i32)
  ^bb1(%x: i32, %y: i32):
    %d = arith.subi %x, %y : i32
    return %d : i32
  }
}
