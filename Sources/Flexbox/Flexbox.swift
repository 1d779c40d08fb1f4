import FixFlex
