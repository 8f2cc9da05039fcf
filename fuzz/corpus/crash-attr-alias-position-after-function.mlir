#zero=0
func@f()func@l(){constant#zero