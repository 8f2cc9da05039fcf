// From ConversionToLLVMDialect.old.md, section "Memref Descriptor": legacy `alloc`/`dim`/`store`/`load`/`dealloc` with a `br`/`cond_br` loop; the descriptor created by `alloc` carries the dynamic size %n
func @iota_sum(%n: index) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %m = alloc(%n) : memref<?xindex>
  %d = dim %m, %c0 : memref<?xindex>
  br ^fill(%c0 : index)
^fill(%i: index):
  %more = cmpi "slt", %i, %d : index
  cond_br %more, ^fill_body, ^sum(%c0, %c0 : index, index)
^fill_body:
  store %i, %m[%i] : memref<?xindex>
  %i1 = addi %i, %c1 : index
  br ^fill(%i1 : index)
^sum(%j: index, %acc: index):
  %more2 = cmpi "slt", %j, %d : index
  cond_br %more2, ^sum_body, ^done
^sum_body:
  %x = load %m[%j] : memref<?xindex>
  %acc1 = addi %acc, %x : index
  %j1 = addi %j, %c1 : index
  br ^sum(%j1, %acc1 : index, index)
^done:
  dealloc %m : memref<?xindex>
  return %acc : index
}
