"""Self-play row-strength counts for the Chinese Poker AI (generated: run this module).

COUNTS[r][o] is how often self-play set a front (r=0), middle (1) or back (2) of ordinal o on
the "low"-wheel ladder (ranking.ladder). Generation: DEALS four-player deals under the basic
preset, all seats greedy in round 0, then ITERATIONS rounds in which every seat plays "strong"
with the counts of the round before; the last round's counts are stored, zlib-compressed.
`python -m gupai_desktop.ai.chinese_poker_rows` regenerates this file deterministically.
"""

from __future__ import annotations

import base64
import random
import sys
import zlib
from pathlib import Path

import numpy as np

DEALS = 5000
ITERATIONS = 2
SEED = 2015
_OVERRIDE: np.ndarray | None = None
_DATA = (
    "eNrtXUuobNlZXu/9qKrzuufcR/e9nXvbTj9y+5FOJzHdJiaaoOIkBvGFgkZQwZGK4FACiuBEgzgRERw5FXSijsSpgk"
    "6cmQxEyVQE8TFxF73WPd/5zr/W3vtU1T11Tq8fNlW7au/1+Nf//tfef6uUaoejGY5uOHQ8d8MRhsMPh42fDs6b+Kni"
    "9x7OvToHG/9r43cXDxU/bexHwe8K2nXQbkv/87mC/tN9ltpYf5p4KPg9wZKuD0LbOQh0zZx7S/9xHyEztyaun820md"
    "Yx/d4L/5fG18CcGPdd4d6Vmg4NjFOagyvcezCjn05dHVrAfxtpKQi0l+bD9IU038wY1yL2lcPNonDvyYz5BaAtiS5K"
    "Y7wzo597ajPoQUZJ/NZsaZx3Nxznmdo+9HG9m0iDHdGgLtBJkvV95v/VCC+3ID+PBPreBh662NZV5M3xjH5e2HAdVp"
    "E/lhkaLOHjyYx+XtlwnJ9Qu4FlpCOf4bkSLb02o59PbTjOz+5o/p9WzxeOIi8E4v20FodAgwfCvR3wUj9jrQ5jfw2c"
    "szzKwasz5ncnjvEw08/hluT0axuuwyKOc5WZ//3CvW/M6OfLG47zR3dEh2eRvlYZ2rm/JVn0tQ3H+fUdzf/H1fOHhP"
    "NlRrc8LNz73ox+fmnDcX5jR/P/1WvA+Z+q/YIXoxxvQE4uI10cgMw/FfT0qsCvj0b8nQZ0fDvDrpsjk0OUq0eZfo63"
    "ZMe9vOEanICeknD5YEt23HdvOM4v7ogGjyPd3cus/6Mt2Utf2XCcP72j+X/jGvj+UeSLowxfvbMlPP7EhuP87R3N/4"
    "+uAef/rfYPnkb581I8f0z/v1S4950Z/Xx+w3H+zo7m/6/XgPMf0vtHB9/cwzGNwWGk3RZ8KLYzcjAntnuw4Tjv7Gj+"
    "968B56s9pIOlupnQqtsNDyNPhgx/lvJDRzP72Uc+enxN/ty+wZ0bSr/9LefPtyLtNxl5tK1819GG43y4o/k/uQacP9"
    "5DOnjhhtLv/VvOn2v6XMdCUlyE86qlnOWcXPjTLfiQu4D3rwHnH99DOvj8DaXf9285f34yyqA2wwf9lvhz07jtD+5o"
    "/j9/DTj/mT2kg1+7ofT7U7ecP9ey/BTsBM71l+KXc2I+7204zq/taP6/cQ04/809pIO/uaH0+/e3nD8/Fv3ItJeUYx"
    "fvFu792Rn9fG5P5eQ3rwHnf7KHdPBfN5R+//2W8+d6X8MD4E/Oy5f2nf3ijH5+d0/58w+uAef/vId0oPXNpN+lvt38"
    "uY4PHanzvVn8TMYXtqQ//3jDcf7djub/e9eA87/cQzpwN5TOn9xy/vxCtHGT38lx9i8V7v31Gf382Ybj/PaO5m+vYX"
    "3/YQ/p4H9uKP3+3y23b59GG/cQ/FGEUlxmzt7xTX2u79wi/+Xf9pAOvnND6ffdW64/H0QbN+1/f5v+/+HCvXP2Hf/W"
    "huP821vEK4/2kKbevKF0/gu3nD/X+nMdo30czzlP+UHh3jnPEf7yhuP8/R3N/y+uAef7GB86vqF0/oe3nD8rVKhQoU"
    "KFChUqVKhQocJ24bsqCp7BaUXBM1hVFDyDOxUFz6CrKHgGRxUFz+CkouAZ3K0oeAZ9RUGVFwIsKgqqThXAVRRUqFCh"
    "QoUKFSpUqFChQoUKFSpUqFChQoUKFSpUqFChQoUKFSpUqFChwnMFHY8KMpgMrirOKlTYf9m2S1mptzC2q8pfPaP9Te"
    "T9NvWD3uLa6A3+42PsupzsnzIHu4O532a+M6BzSzyiJ/KUncDDporKChU+EpDkwbquoSM54DIy28yQbVP8BVPQ01Nl"
    "XQI3MoZ9tKMqVBijZ0N07OHczPDFc7ZEzpYzI+2aiXaxmciHuvJnhRsEBnSkFexsI9CjKdjhuqDPTEEXauAxvQFPmM"
    "y5GWlvqv9RocJ18GcTaRDt3ZJOsyM2a06flmzOHI+bK/CHFmz4berGyq8Vnqd96yIdN0DTLh5GXYxLob1rgF99wY7V"
    "cJ8t2KK24N+WdK/K+Mpz7d/KjxX2kT898UaI/3l1OWasgSfTPY74dcy+DdCGy/C4EvS05Lem7550O8oTX9DfLAOscG"
    "4EOYLjcQV+nptDn+pzT7FJKtxsaMj/xHMPfIS04OEw8BmAljXpQ4mH8dyDvnaC32hJLhjSx6rA70aw161gCyiVj1Fr"
    "Jce+HPHvlHi2UZdzpkZNj1ObTH85H9pM4PNSnF2P2CR6hky5qszadTv7CgvQZ574c/1fBzyTaLyN1znisUDnqd0WPm"
    "38ns4N8E8j6CpPuhj71CA/UE44OtcCHzIvWtKXqBfZXlBK3pfghDgb2yqczwqZ60t7HrTAHyjXnMD3Rsm5cyP4IDl/"
    "g/Ek4dQU5EhONpX42hRsG8lfKo1nbjzQTrw3JyPn5CFz0BHPJX5Ygc0biDYTH7bxupZ4B/Xf+r8eeD2dJ/7uiJ8C3Z"
    "/4b339Qbx3GdvxxPMW9KcF+nekc9kmdkSLmtbICnEmQzyplRwrZlsd+wqCnYx94n8ePq1Ar2g34Ng4Ps/+Rwu/J7mp"
    "C3EHI5yzn2FIZmkBvwpoQJN9oyfwAeK9gXYDrDvjTgu2maMxapLHimw2R2M2tE5GiKNu4nccAq6QPw8jL/j42cN/S+"
    "C1Y+AzH/9rYExL4IFVbCfZ0S3w+SLidAF0m+RH4s+OZEED1/J3D/RmBB5qgDZX8byH8ffQTwf2hQW50JP97AW7QAs+"
    "d7pfk58QhPYSPbX0nxPoFP0GRbLKqot7ThTJ2mS7LDN81wj+ghP4scv4BSgvUX54weZC+dgUaN9AG4FkkOTzaHX+nm"
    "lH82IZpsmWQtnjyJ9zmXukeMpcaONnDzpTAR8sSfcpmNNB/A/5LACdKdCdBvi8Jf0ZgCc82YFpXC7Kgg70bwN86cFG"
    "NoAXJ8hwRWNdAu8tYb0bWH9LNmlD54F8aEs6UgG+esBbH39vQL7dgd8XIDOW8ffD+F8HuFzCOqB8acjHaIh+G8BBG4"
    "+l4B80sO4oYw3hxhOfcfxwW5Bstw70hSf6QrttCfQX4HN9zxGsoSOZ5ciHsjDPJIc7WL8OcNGQz7gpoHzVpHd66Kcl"
    "OjwQbAS0nxMuE02eUbzYCD6VAju7jzjsYl8nkUYb4G/EGduNkh9xFts4jGt3DOt0AP0m/lgCjSYa6ECvabL/JJ/yNP"
    "azjH0cgc3ewrGKPHoY+z+A33FsAfgL/XtLuEnypoPvSY/cj9/vAG7TfE+Bro/id/48pd/O4vcAcz2FuQSSrxbw3BD9"
    "o13REZ33cF8PeqSJc2lB3iG/ohxdwDhW8HtLNNUINnbOpt02GCFOgOPwZDMq0iEB5Bbq9gDxJwe4SXazIRlkyF9ogb"
    "+PQLeugE+R7xnfnbqco8VxrWhNH0R6SjR1SLSZ6AvlsQe8SHFgzuncifTfAx+cxbGkeS1AjqVrkv29iONr4/wPwC5Z"
    "CDa4yuTFcJ3vxftP4/eTOM5TkFsncQwJDy2N/wB4GtdjRWuEPNiA7dqSXz3VL7sD411/Po7y5n5cz7P4e7pmFe87if"
    "N6EK9df78bx3cHbJgH8bcXYU0C0M5RxFNHNpwl29fP5MnPD8erw/EkzinZS6cUu1nD+8PxQhzjMeitFdn9a/hcbPM+"
    "zHsJ8hR983W7r8c5LmK7SUd2pH/W7b4F65zoBP3R1O4Xh+NLQLNHoFs6kAdreHc4Xolz68B2XAhx2O9XH9bgewLjTd"
    "e1lMP5YDg+Czy/hPZ5b+Tbw/HecLwDPjGOE8fw8nA8AnpEuxFjOyr2/zrQpBbst3TtG8PxNPLngnw5jik9idc+BDkV"
    "hDitivi6F2nhJbD5GiEudhqvOwUe4VxZavd1sD06WGMt2NGvx/kFkDM6kyd/KfLpY1gH9G9wLVZxPc6AZptM3utRpI"
    "W7cQyYF+H85Rlcl/wejAUh7bwC9lSiSUf5zwQPwc5pYQ04J6HidXeBxwJ8ctx9BbI6CPxrSD8lXdgRnTd07QJ0QgDf"
    "wQnxiiPA1wpkCccGkr2I/k5HchXhAGRSI+SP8foljLcbiXs2YEOzTOf8A9o0hxTvZn+lB1pYUjzMEm+k9o4h/tcL8Z"
    "u0xqdgJ4RC7ul+7NsJ8Qa+to004ahfJ9ikLclGjh3wnoEV5RZCxtb1FJ8w5Osaiu8vwJ7wZPPzui2gPbRHnYAHT/YV"
    "x82QN0+BJjnPgOM9Bl3Oe5UYeoo9coyUY/M96ZvcPiFHtG0KexFY1uZ4DWOimnx5A20piuHYjC1t6FoHulpTvM6SjG"
    "J9xrFZ5KFGWF9p70NPe1tK1zIeSjEkq6bt8VREJ1Oenc/tnZFymkaINZtMfloLOZhc7tVm8uq53LgVaEV6Dk0L8Zic"
    "32xVfWdMhYsxs7vgBx2A/YX20gp0HOqClmL+FmSIE2J2gehYuqe0X0yr6XvF5sIJ2OyHgr/TEm4w1uCFfJgDP0Fn9p"
    "p4wsPY3lppP4uesE9lLtyHGEsD9jPGZi3Yv5ib5n2PDe0rMMKcUCdZQRdboiVdmPec/XNT9q/cBT+5oTh1IB+3ofi9"
    "oTytJVxIe5ikvCznPE0mb60yOFJq/n5lCRZgFx9A/Jxj5Zy3suRHBMo7OYoXWcqnSrkMpfL7wbSQcy3N9yqyZAEyYw"
    "E0EsCH7mCMHLsIwh6BAHaeEebsMnPzmT0FSsn737a9N/0w8okDHBwKeVhPuRULdMK5WdwXhPaOp30bVrDv2M62FBd2"
    "BRtp07yDB5+4gTg7xjZwT81BJs/UqMt7ADlX2wrywVIOnf0ILdi/phAjNxPlhs74bT3EMpawvrgXr6WYU0M5oiDIB0"
    "9y1wkxM9YvNsNXHEu0Ai0YNW0/uMrwWQeygvcROMo/B9qbcAh00UI+JIAP3FD+zSp5j5EvyAmmfVdYY6vG95Dm8IQ5"
    "3x7szl6wPxugEwMyYQXzbNXFPdqO5Iele1GucPzBF2Soy+gMM9GukHTxIeSQkkw8FGRCoL0NXtizoEhnevrEuAw/Q+"
    "IycXJNtOQEPzT3jJYW4rclOyTZ32kPzTHkMQ7Uxb0xHmxyDXxkSXbw/gHUv03Bd3aqvC+e49O8t0PCpSrEE5COvj78"
    "+FfD8dXheDQcnxmO/xx+/5fh+Mfh+Ovh+HMhTyHt91AF2yAXI1Fkj0vPFUlrK+0L4X2FNkNfkhzShdiJUvL+X5vxHX"
    "GPo83Y3SZD21qIcxlBHuaegdaCzMzpqpy/azLxQ0007oU1z71HSGfmOcW3zO2BVEp+XhzX0JEfLOFdFWJbuhAzZLtF"
    "Z86lPdlSjM0J/paEKyPkJizFrHk8Vsj3uQLNKVV+HyXHDSXcl/ZE5J7zy8U5x56NMar8nD5/zz0bJa1pycdxBXlnlb"
    "zv3pAclPyJHE3ZifEIU7AZcs86mJGcgGRflPSCG9HFJhPnHrNpSu9tMQU7QWdi8FaNP4vE91lBx5iMXlGCXaCJhnJy"
    "zRRwWIpP6kycZmz9cs+I5njAZuSjzvCSyfg7NpPbUoKMk3Cck+k6o2Ok55BKckUX8iuSfDOF9eR2VEFOjuWEcn4Q6y"
    "4zoT2byQvlaKEkH5Vgw8yNnSrBthzzc0q+c84OtII+LtnOKsPvqpBPUAWaKcm70jPepkB7U+LPuedYx+hRZWyQqTD2"
    "LG6Jn0txM1OwM22hn7l0nZO9JvOpC3xe0jdjz/GWZO3Ye/zG1kZnbG89QktmZK31BH2lCzjWBd9tCh71RPobswdLeY"
    "/S8/ESL5dwNuX9DnqC7JgiY6bgRU/g5ynnJZqc+g4MM4Lz0vPrU/hoDG/2CuMv9aMn8qMaybfNySeYDfJ0U9bRjNDb"
    "VDzNeefKlHFMjaXqiTb22Ninyjx9hTWYGgueso66IPOkvW2Sn+UK/rPkH9uJMq0UZynJ7Cn+EtuBc3jRZnxNKV9nMv"
    "6QGuFrrcb3WkzZn6Y24Mc5dsQUOt0mfFT2mOmKhwoVKlSoUKFChQoVKlSoUKFChQoVKlSoUKFChQoVKlSoUKFChQoV"
    "KlSoUKFChQoVKlSoUKFChQoVngvUZ3Xq+lTY3/Ws619xUXG3n3jTH/F1nvpeleucb6X7ypM3UW7uol8zoR9d+WjS2t"
    "gR3NS6Q7dHvmg1/302c3lS0qVmIg9vazyl9zulc64/h+9g5nFep+yU3gVe5drt0fPmOfZdek+tHrlnl3gwE/RQrsbk"
    "ddB+WrNWXa7l2ajL9dSDKr/j7rpgXftnXRt4XU851WLtMtc+Vef1LHpVrg/+HlyDda8lWNc7flNdrDmZ44tPqQ9rTH"
    "g1/k7tVHcZ61i7DL2s21zXMn6syu9AXsMn1XltoNRWm6HBdT22R0p+9xu3neqg35vgf6bauan2camu6UN1Xu+vB5xJ"
    "dZcfxeudulijSHq/a6plf0YyRJpbqpVyN7ZbglSDK9XAPgG+Yv57QV2sO4Q12xgPL8Y2jbpYP0R6x/4K1kOpizVFWF"
    "726ryemB2xmY/Vec32MbDqvO5yR3Pkds/U+bvxU02mVOuPrz8GPGigDamWYap1dQ/GxPWkE86wzksYwQXWQmpU+b32"
    "HuY0JueTfDoAnOH8sP0z0CkNfLbCmBeRdpGuWoEuEh4O1eV6Tk7JtUdadV5zTRd0oVHn9aQ0yWnGG9bGaAT7XNG1aS"
    "xuAk1ivSOvLtaQxLaX6mL9r0C6UBN+e6DfVEupE8ZkYH0VrS1fy7XIWJYhXrCWl4MxKyW/25prwuRoE+tf+RGbxWZo"
    "QAIHuMe64U6ghwNon2sfMU126vI7/BHHQbB3Aum4oC6/29QDTp26XJuE102qO6sy8gFrWo/VAsf6MVPqwdmJttvU+r"
    "Y6Myc94v9JvK0LvqIb8fkNyYZSXUWT8ZlVIb7gR3CmQf/YEZsH+ceM8NtYrYypPlKFCruI5SDPdSCHvMrXr8T7nRqv"
    "56BG4n5jdQV2DVjzcwH996QHXWb+JTlj1bQ6sHpiDHLXePG0LlhLGOt6STWWtZJrHPLvY3Xa7IQ5j70L22yRT1qgE7"
    "RzWrIxpLrArhADVmTTSHrCFmLAV3l//CY8otXF2sse/BSkfaMu12/H+Tgl19u26nL9rbE489S5brNWNde2asEWCOpi"
    "bVGp7iDO06p8PdBcHSCdsasV4U2p6XWXN5EtOE4cP8qMFHtbEg/heAP5TFhT19O8sF43+/fs4+ZsSq2uVqd7DJ9YT9"
    "yoizWnA/hGDcQbHPkZNuMjcu04nfHrTcaX0wX5qrcoP3M1EjzERdLaYa3mBnyuNtKLIZs/4WYBPqa0phw/Qbtdqssr"
    "taGE2NFcsIQDC+NqwCdPvy8E2dFS3N4Qb0j+tgYZ7ChmJdXXMxmdJcUUzBZkZ5pLpy7WodakQwLxUZrnEuQL6p0m/i"
    "fJVEu+m6RrWe6M6RyzAT5QPrcwN4w9uahTehhXB3zQQ+7HUZ4nkG0SYP6W4mEYY5BiLaW6Le6KsnTMHg8UI3cQs25h"
    "3j7G6Czg0FCczwnxGaQpG9tlOetUvt69orbMFWkitfnacNOvDA39x/DD/w6HHs7vD0c3HN8ezr81HP+kz+WjJbnqKG"
    "bm6buj2H0D5xZoULLlHMhoQ3iz0KahcQSiES/wIOtLT3YiykteRxtlpiTfOeaLfXE/Vogle9KtrDcYt4GudWQrI05w"
    "jMy7DclvXO8G5BXK/R5oIZBd4AWb1MNao23iYb0c4QN1VYD2PPGKozVt4LOlNWHZ3dAaGeLrlvSHIx51MP4G+DFkxo"
    "m8E2g9Da2hJ5nXULvYtsrQnBH0EMunQPMOwjgc8WFDesOQrAs07obWqRXoBH2WQHMNgh1iSH8zHQSB5zzF4T3pYCfE"
    "/KU8DuYQl8QPnnDvSR4inQaQN45kWKD4B+smxIsS2vQCnZqMjkJdz+vuyN5DfGqgaUNyu1WX63g7mhvzixXyVp7owV"
    "LsqyXbjMfHtqxRl/cNcD6vBdkUBL8Z2+sJ7yhXkN8WENNgP8rS/APJRtadjtbMQNsG7FtD8VYp1+cIZ4F0rSM6NYRn"
    "zH070A8prtnR3HqyxdF2ZFx4mq8DPeLIh3PC2CQ5EAQZi/t1WkFPO8rhJVm/AFuB+3GCfY39edDR+H9L+iaQ/LTEt0"
    "ivKDNbgb8D8cqC8MF2hM3QoiZf0Aoy2Arys4G2JHvRUV41kI2IugFpVZNsbMj/kHRAALpl/eToN03470kHW+J3tlG9"
    "oAtYXwTq25LOscC3QYjhsDxTZMMZ0j9W4CVDcgJ5sBNsWW6vI9pVsBaB5m2ATlObSxhnQzZcA3IU13FRsHM9+SiNwD"
    "Npz1CKh6TPhOeOZGag2LTEoy3ZPexjI+4C2Uwt0XEjyEm2G1qilY76Sn0saO0szAV10wL0mqM4gKUx4fwb0jFWsPk7"
    "aKMhmkC7rBPWtBXscPZ7evrfw7041vRbD7LcCH5SEGwYTzECS3O0Bd2KdlBPtG3JDg/Ubgs8E4T1cIJfGYBPkO4t6V"
    "xN8bFe6L8HneFB93f0mwO+chn+D4I9b6kvS/aDF9Y9wLyQF1rBv/Igvz3E9bwwLk9yVgHumc466gflYgu/ebLPW8HX"
    "YvmarjkAeu3g/0X8zwi+TIC1MTDOBnDQFnzThvRHS/K3FfQQ26oNyfsA9zUF2sW1Ylx4kquGfFcn2BQ+YxM5wlegMX"
    "taP8xBOuIxR/agI7/AUP/Ybi/4X60gPxuKnaGc7AQ/jn2RnuzkQH7X+vix4fi+4fie4fhe9eGe8vWe7iN1cX9piif+"
    "5HB8eTh+YDg+E69d7w0+pbVOsd+fi32s98t/PB4P4z1BXX6e4EeG4yvD8enheFt9uF99va95BXSMuZmvDscHcfxvqQ"
    "/3rp9FPgkU91Uw7nfWcdE43zvx+oWw12Dd3tM45hfjuF+O8gTXLMF63G8MxyfU+fMG98HecKD/VcTLq7H9u/FzFcez"
    "ArpOsJ7rK7HN9GzDKclOjLW/Gdt/ENf0JI79QIiNqXjtx4bjSbzukOR7S+NJzyCcCLSK/Il5ryRbOsE/49zyMfkCQc"
    "gJcP51QXaulHPAvEAQaKW0T49jXaV9AoFkEuentZDXs0JcRtrDomhvQBD0vLS3UvKpLOFSC3qwEeK5nMMxgk4wwv4B"
    "XhcrtK0KuSEzcV/PYTxOILfjKae3ntv/AzfJyIM="
)


def counts() -> np.ndarray:
    if _OVERRIDE is not None:
        return _OVERRIDE
    raw = zlib.decompress(base64.b64decode("".join(_DATA)))
    return np.frombuffer(raw, dtype="<u4").reshape(3, -1)


def _use(table: np.ndarray | None) -> None:
    global _OVERRIDE
    from . import chinese_poker as ai

    _OVERRIDE = table
    ai.row_pmf.cache_clear()
    ai.row_model.cache_clear()


def play_round(level: str, deals: int, seed: int) -> np.ndarray:
    """Row ordinal counts of `deals` four-player deals with every seat at `level`."""
    from ..engine.cards import CARDS
    from ..engine.chinese_poker.ranking import key_of, ladder, ordinals
    from ..engine.chinese_poker.rules import ChinesePokerRules
    from ..engine.chinese_poker.setting import parse_setting
    from . import chinese_poker as ai

    rules = ChinesePokerRules(preset="basic", players=4)
    out = np.zeros((3, len(ladder())), dtype=np.uint32)
    rng = random.Random(seed)
    for _ in range(deals):
        cards = list(CARDS)
        rng.shuffle(cards)
        for seat in range(4):
            token = ai.decide(cards[13 * seat : 13 * seat + 13], rules, seat, level)
            setting = parse_setting(token.partition(":")[2])
            for r, row in enumerate(setting.rows):
                out[r, int(ordinals(np.array([key_of(row)]))[0])] += 1
    return out


def generate(deals: int = DEALS, iterations: int = ITERATIONS, seed: int = SEED) -> np.ndarray:
    try:
        table = play_round("greedy", deals, seed)
        for i in range(iterations):
            _use(table)
            table = play_round("strong", deals, seed + i + 1)
            print(f"round {i + 1} of {iterations} done", file=sys.stderr)
        return table
    finally:
        _use(None)


def encode(table: np.ndarray) -> str:
    return base64.b64encode(zlib.compress(table.astype("<u4").tobytes(), 9)).decode()


def main() -> None:
    data = encode(generate())
    lines = "\n".join(f'    "{data[i : i + 90]}"' for i in range(0, len(data), 90))
    path = Path(__file__)
    text = path.read_text(encoding="utf-8")
    start = text.index("_DATA = ")
    end = text.index("\n\n\n", start)
    path.write_text(text[:start] + f"_DATA = (\n{lines}\n)" + text[end:], encoding="utf-8")


if __name__ == "__main__":
    main()
