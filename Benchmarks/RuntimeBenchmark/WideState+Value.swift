// Generated from Wide.store.yaml's field names (f0...f999) by the loops in
// the comment below; regenerate it when the schema's field count changes.
//
//     for i in range(1000): print(f'        case {i}: f{i}')
//     for i in range(1000): print(f'        case {i}: f{i} &+= 1')
//
// Case (b)'s selectors read their field through `value(at:)`, which reads
// the one field where the state lies, as a selector such as `{ $0.f17 }`
// does. Reading "field number i" through the state's bytes instead made
// each selector copy the whole 8 KB state first (`withUnsafeBytes(of:)`
// needs an address), which is work of the benchmark, not of the store.
// `bump(field:)` writes its field through `bumpField(_:)`, as a handler
// writes `f17 += 1`, so the state's write tracking sees the write (a write
// through the state's bytes would bypass it).

extension WideState {
    /// Field `field`'s value (what a subscription of that field selects); 0 when there is none.
    @inline(__always)
    func value(at field: Int) -> Int {
        switch field {
        case 0: f0
        case 1: f1
        case 2: f2
        case 3: f3
        case 4: f4
        case 5: f5
        case 6: f6
        case 7: f7
        case 8: f8
        case 9: f9
        case 10: f10
        case 11: f11
        case 12: f12
        case 13: f13
        case 14: f14
        case 15: f15
        case 16: f16
        case 17: f17
        case 18: f18
        case 19: f19
        case 20: f20
        case 21: f21
        case 22: f22
        case 23: f23
        case 24: f24
        case 25: f25
        case 26: f26
        case 27: f27
        case 28: f28
        case 29: f29
        case 30: f30
        case 31: f31
        case 32: f32
        case 33: f33
        case 34: f34
        case 35: f35
        case 36: f36
        case 37: f37
        case 38: f38
        case 39: f39
        case 40: f40
        case 41: f41
        case 42: f42
        case 43: f43
        case 44: f44
        case 45: f45
        case 46: f46
        case 47: f47
        case 48: f48
        case 49: f49
        case 50: f50
        case 51: f51
        case 52: f52
        case 53: f53
        case 54: f54
        case 55: f55
        case 56: f56
        case 57: f57
        case 58: f58
        case 59: f59
        case 60: f60
        case 61: f61
        case 62: f62
        case 63: f63
        case 64: f64
        case 65: f65
        case 66: f66
        case 67: f67
        case 68: f68
        case 69: f69
        case 70: f70
        case 71: f71
        case 72: f72
        case 73: f73
        case 74: f74
        case 75: f75
        case 76: f76
        case 77: f77
        case 78: f78
        case 79: f79
        case 80: f80
        case 81: f81
        case 82: f82
        case 83: f83
        case 84: f84
        case 85: f85
        case 86: f86
        case 87: f87
        case 88: f88
        case 89: f89
        case 90: f90
        case 91: f91
        case 92: f92
        case 93: f93
        case 94: f94
        case 95: f95
        case 96: f96
        case 97: f97
        case 98: f98
        case 99: f99
        case 100: f100
        case 101: f101
        case 102: f102
        case 103: f103
        case 104: f104
        case 105: f105
        case 106: f106
        case 107: f107
        case 108: f108
        case 109: f109
        case 110: f110
        case 111: f111
        case 112: f112
        case 113: f113
        case 114: f114
        case 115: f115
        case 116: f116
        case 117: f117
        case 118: f118
        case 119: f119
        case 120: f120
        case 121: f121
        case 122: f122
        case 123: f123
        case 124: f124
        case 125: f125
        case 126: f126
        case 127: f127
        case 128: f128
        case 129: f129
        case 130: f130
        case 131: f131
        case 132: f132
        case 133: f133
        case 134: f134
        case 135: f135
        case 136: f136
        case 137: f137
        case 138: f138
        case 139: f139
        case 140: f140
        case 141: f141
        case 142: f142
        case 143: f143
        case 144: f144
        case 145: f145
        case 146: f146
        case 147: f147
        case 148: f148
        case 149: f149
        case 150: f150
        case 151: f151
        case 152: f152
        case 153: f153
        case 154: f154
        case 155: f155
        case 156: f156
        case 157: f157
        case 158: f158
        case 159: f159
        case 160: f160
        case 161: f161
        case 162: f162
        case 163: f163
        case 164: f164
        case 165: f165
        case 166: f166
        case 167: f167
        case 168: f168
        case 169: f169
        case 170: f170
        case 171: f171
        case 172: f172
        case 173: f173
        case 174: f174
        case 175: f175
        case 176: f176
        case 177: f177
        case 178: f178
        case 179: f179
        case 180: f180
        case 181: f181
        case 182: f182
        case 183: f183
        case 184: f184
        case 185: f185
        case 186: f186
        case 187: f187
        case 188: f188
        case 189: f189
        case 190: f190
        case 191: f191
        case 192: f192
        case 193: f193
        case 194: f194
        case 195: f195
        case 196: f196
        case 197: f197
        case 198: f198
        case 199: f199
        case 200: f200
        case 201: f201
        case 202: f202
        case 203: f203
        case 204: f204
        case 205: f205
        case 206: f206
        case 207: f207
        case 208: f208
        case 209: f209
        case 210: f210
        case 211: f211
        case 212: f212
        case 213: f213
        case 214: f214
        case 215: f215
        case 216: f216
        case 217: f217
        case 218: f218
        case 219: f219
        case 220: f220
        case 221: f221
        case 222: f222
        case 223: f223
        case 224: f224
        case 225: f225
        case 226: f226
        case 227: f227
        case 228: f228
        case 229: f229
        case 230: f230
        case 231: f231
        case 232: f232
        case 233: f233
        case 234: f234
        case 235: f235
        case 236: f236
        case 237: f237
        case 238: f238
        case 239: f239
        case 240: f240
        case 241: f241
        case 242: f242
        case 243: f243
        case 244: f244
        case 245: f245
        case 246: f246
        case 247: f247
        case 248: f248
        case 249: f249
        case 250: f250
        case 251: f251
        case 252: f252
        case 253: f253
        case 254: f254
        case 255: f255
        case 256: f256
        case 257: f257
        case 258: f258
        case 259: f259
        case 260: f260
        case 261: f261
        case 262: f262
        case 263: f263
        case 264: f264
        case 265: f265
        case 266: f266
        case 267: f267
        case 268: f268
        case 269: f269
        case 270: f270
        case 271: f271
        case 272: f272
        case 273: f273
        case 274: f274
        case 275: f275
        case 276: f276
        case 277: f277
        case 278: f278
        case 279: f279
        case 280: f280
        case 281: f281
        case 282: f282
        case 283: f283
        case 284: f284
        case 285: f285
        case 286: f286
        case 287: f287
        case 288: f288
        case 289: f289
        case 290: f290
        case 291: f291
        case 292: f292
        case 293: f293
        case 294: f294
        case 295: f295
        case 296: f296
        case 297: f297
        case 298: f298
        case 299: f299
        case 300: f300
        case 301: f301
        case 302: f302
        case 303: f303
        case 304: f304
        case 305: f305
        case 306: f306
        case 307: f307
        case 308: f308
        case 309: f309
        case 310: f310
        case 311: f311
        case 312: f312
        case 313: f313
        case 314: f314
        case 315: f315
        case 316: f316
        case 317: f317
        case 318: f318
        case 319: f319
        case 320: f320
        case 321: f321
        case 322: f322
        case 323: f323
        case 324: f324
        case 325: f325
        case 326: f326
        case 327: f327
        case 328: f328
        case 329: f329
        case 330: f330
        case 331: f331
        case 332: f332
        case 333: f333
        case 334: f334
        case 335: f335
        case 336: f336
        case 337: f337
        case 338: f338
        case 339: f339
        case 340: f340
        case 341: f341
        case 342: f342
        case 343: f343
        case 344: f344
        case 345: f345
        case 346: f346
        case 347: f347
        case 348: f348
        case 349: f349
        case 350: f350
        case 351: f351
        case 352: f352
        case 353: f353
        case 354: f354
        case 355: f355
        case 356: f356
        case 357: f357
        case 358: f358
        case 359: f359
        case 360: f360
        case 361: f361
        case 362: f362
        case 363: f363
        case 364: f364
        case 365: f365
        case 366: f366
        case 367: f367
        case 368: f368
        case 369: f369
        case 370: f370
        case 371: f371
        case 372: f372
        case 373: f373
        case 374: f374
        case 375: f375
        case 376: f376
        case 377: f377
        case 378: f378
        case 379: f379
        case 380: f380
        case 381: f381
        case 382: f382
        case 383: f383
        case 384: f384
        case 385: f385
        case 386: f386
        case 387: f387
        case 388: f388
        case 389: f389
        case 390: f390
        case 391: f391
        case 392: f392
        case 393: f393
        case 394: f394
        case 395: f395
        case 396: f396
        case 397: f397
        case 398: f398
        case 399: f399
        case 400: f400
        case 401: f401
        case 402: f402
        case 403: f403
        case 404: f404
        case 405: f405
        case 406: f406
        case 407: f407
        case 408: f408
        case 409: f409
        case 410: f410
        case 411: f411
        case 412: f412
        case 413: f413
        case 414: f414
        case 415: f415
        case 416: f416
        case 417: f417
        case 418: f418
        case 419: f419
        case 420: f420
        case 421: f421
        case 422: f422
        case 423: f423
        case 424: f424
        case 425: f425
        case 426: f426
        case 427: f427
        case 428: f428
        case 429: f429
        case 430: f430
        case 431: f431
        case 432: f432
        case 433: f433
        case 434: f434
        case 435: f435
        case 436: f436
        case 437: f437
        case 438: f438
        case 439: f439
        case 440: f440
        case 441: f441
        case 442: f442
        case 443: f443
        case 444: f444
        case 445: f445
        case 446: f446
        case 447: f447
        case 448: f448
        case 449: f449
        case 450: f450
        case 451: f451
        case 452: f452
        case 453: f453
        case 454: f454
        case 455: f455
        case 456: f456
        case 457: f457
        case 458: f458
        case 459: f459
        case 460: f460
        case 461: f461
        case 462: f462
        case 463: f463
        case 464: f464
        case 465: f465
        case 466: f466
        case 467: f467
        case 468: f468
        case 469: f469
        case 470: f470
        case 471: f471
        case 472: f472
        case 473: f473
        case 474: f474
        case 475: f475
        case 476: f476
        case 477: f477
        case 478: f478
        case 479: f479
        case 480: f480
        case 481: f481
        case 482: f482
        case 483: f483
        case 484: f484
        case 485: f485
        case 486: f486
        case 487: f487
        case 488: f488
        case 489: f489
        case 490: f490
        case 491: f491
        case 492: f492
        case 493: f493
        case 494: f494
        case 495: f495
        case 496: f496
        case 497: f497
        case 498: f498
        case 499: f499
        case 500: f500
        case 501: f501
        case 502: f502
        case 503: f503
        case 504: f504
        case 505: f505
        case 506: f506
        case 507: f507
        case 508: f508
        case 509: f509
        case 510: f510
        case 511: f511
        case 512: f512
        case 513: f513
        case 514: f514
        case 515: f515
        case 516: f516
        case 517: f517
        case 518: f518
        case 519: f519
        case 520: f520
        case 521: f521
        case 522: f522
        case 523: f523
        case 524: f524
        case 525: f525
        case 526: f526
        case 527: f527
        case 528: f528
        case 529: f529
        case 530: f530
        case 531: f531
        case 532: f532
        case 533: f533
        case 534: f534
        case 535: f535
        case 536: f536
        case 537: f537
        case 538: f538
        case 539: f539
        case 540: f540
        case 541: f541
        case 542: f542
        case 543: f543
        case 544: f544
        case 545: f545
        case 546: f546
        case 547: f547
        case 548: f548
        case 549: f549
        case 550: f550
        case 551: f551
        case 552: f552
        case 553: f553
        case 554: f554
        case 555: f555
        case 556: f556
        case 557: f557
        case 558: f558
        case 559: f559
        case 560: f560
        case 561: f561
        case 562: f562
        case 563: f563
        case 564: f564
        case 565: f565
        case 566: f566
        case 567: f567
        case 568: f568
        case 569: f569
        case 570: f570
        case 571: f571
        case 572: f572
        case 573: f573
        case 574: f574
        case 575: f575
        case 576: f576
        case 577: f577
        case 578: f578
        case 579: f579
        case 580: f580
        case 581: f581
        case 582: f582
        case 583: f583
        case 584: f584
        case 585: f585
        case 586: f586
        case 587: f587
        case 588: f588
        case 589: f589
        case 590: f590
        case 591: f591
        case 592: f592
        case 593: f593
        case 594: f594
        case 595: f595
        case 596: f596
        case 597: f597
        case 598: f598
        case 599: f599
        case 600: f600
        case 601: f601
        case 602: f602
        case 603: f603
        case 604: f604
        case 605: f605
        case 606: f606
        case 607: f607
        case 608: f608
        case 609: f609
        case 610: f610
        case 611: f611
        case 612: f612
        case 613: f613
        case 614: f614
        case 615: f615
        case 616: f616
        case 617: f617
        case 618: f618
        case 619: f619
        case 620: f620
        case 621: f621
        case 622: f622
        case 623: f623
        case 624: f624
        case 625: f625
        case 626: f626
        case 627: f627
        case 628: f628
        case 629: f629
        case 630: f630
        case 631: f631
        case 632: f632
        case 633: f633
        case 634: f634
        case 635: f635
        case 636: f636
        case 637: f637
        case 638: f638
        case 639: f639
        case 640: f640
        case 641: f641
        case 642: f642
        case 643: f643
        case 644: f644
        case 645: f645
        case 646: f646
        case 647: f647
        case 648: f648
        case 649: f649
        case 650: f650
        case 651: f651
        case 652: f652
        case 653: f653
        case 654: f654
        case 655: f655
        case 656: f656
        case 657: f657
        case 658: f658
        case 659: f659
        case 660: f660
        case 661: f661
        case 662: f662
        case 663: f663
        case 664: f664
        case 665: f665
        case 666: f666
        case 667: f667
        case 668: f668
        case 669: f669
        case 670: f670
        case 671: f671
        case 672: f672
        case 673: f673
        case 674: f674
        case 675: f675
        case 676: f676
        case 677: f677
        case 678: f678
        case 679: f679
        case 680: f680
        case 681: f681
        case 682: f682
        case 683: f683
        case 684: f684
        case 685: f685
        case 686: f686
        case 687: f687
        case 688: f688
        case 689: f689
        case 690: f690
        case 691: f691
        case 692: f692
        case 693: f693
        case 694: f694
        case 695: f695
        case 696: f696
        case 697: f697
        case 698: f698
        case 699: f699
        case 700: f700
        case 701: f701
        case 702: f702
        case 703: f703
        case 704: f704
        case 705: f705
        case 706: f706
        case 707: f707
        case 708: f708
        case 709: f709
        case 710: f710
        case 711: f711
        case 712: f712
        case 713: f713
        case 714: f714
        case 715: f715
        case 716: f716
        case 717: f717
        case 718: f718
        case 719: f719
        case 720: f720
        case 721: f721
        case 722: f722
        case 723: f723
        case 724: f724
        case 725: f725
        case 726: f726
        case 727: f727
        case 728: f728
        case 729: f729
        case 730: f730
        case 731: f731
        case 732: f732
        case 733: f733
        case 734: f734
        case 735: f735
        case 736: f736
        case 737: f737
        case 738: f738
        case 739: f739
        case 740: f740
        case 741: f741
        case 742: f742
        case 743: f743
        case 744: f744
        case 745: f745
        case 746: f746
        case 747: f747
        case 748: f748
        case 749: f749
        case 750: f750
        case 751: f751
        case 752: f752
        case 753: f753
        case 754: f754
        case 755: f755
        case 756: f756
        case 757: f757
        case 758: f758
        case 759: f759
        case 760: f760
        case 761: f761
        case 762: f762
        case 763: f763
        case 764: f764
        case 765: f765
        case 766: f766
        case 767: f767
        case 768: f768
        case 769: f769
        case 770: f770
        case 771: f771
        case 772: f772
        case 773: f773
        case 774: f774
        case 775: f775
        case 776: f776
        case 777: f777
        case 778: f778
        case 779: f779
        case 780: f780
        case 781: f781
        case 782: f782
        case 783: f783
        case 784: f784
        case 785: f785
        case 786: f786
        case 787: f787
        case 788: f788
        case 789: f789
        case 790: f790
        case 791: f791
        case 792: f792
        case 793: f793
        case 794: f794
        case 795: f795
        case 796: f796
        case 797: f797
        case 798: f798
        case 799: f799
        case 800: f800
        case 801: f801
        case 802: f802
        case 803: f803
        case 804: f804
        case 805: f805
        case 806: f806
        case 807: f807
        case 808: f808
        case 809: f809
        case 810: f810
        case 811: f811
        case 812: f812
        case 813: f813
        case 814: f814
        case 815: f815
        case 816: f816
        case 817: f817
        case 818: f818
        case 819: f819
        case 820: f820
        case 821: f821
        case 822: f822
        case 823: f823
        case 824: f824
        case 825: f825
        case 826: f826
        case 827: f827
        case 828: f828
        case 829: f829
        case 830: f830
        case 831: f831
        case 832: f832
        case 833: f833
        case 834: f834
        case 835: f835
        case 836: f836
        case 837: f837
        case 838: f838
        case 839: f839
        case 840: f840
        case 841: f841
        case 842: f842
        case 843: f843
        case 844: f844
        case 845: f845
        case 846: f846
        case 847: f847
        case 848: f848
        case 849: f849
        case 850: f850
        case 851: f851
        case 852: f852
        case 853: f853
        case 854: f854
        case 855: f855
        case 856: f856
        case 857: f857
        case 858: f858
        case 859: f859
        case 860: f860
        case 861: f861
        case 862: f862
        case 863: f863
        case 864: f864
        case 865: f865
        case 866: f866
        case 867: f867
        case 868: f868
        case 869: f869
        case 870: f870
        case 871: f871
        case 872: f872
        case 873: f873
        case 874: f874
        case 875: f875
        case 876: f876
        case 877: f877
        case 878: f878
        case 879: f879
        case 880: f880
        case 881: f881
        case 882: f882
        case 883: f883
        case 884: f884
        case 885: f885
        case 886: f886
        case 887: f887
        case 888: f888
        case 889: f889
        case 890: f890
        case 891: f891
        case 892: f892
        case 893: f893
        case 894: f894
        case 895: f895
        case 896: f896
        case 897: f897
        case 898: f898
        case 899: f899
        case 900: f900
        case 901: f901
        case 902: f902
        case 903: f903
        case 904: f904
        case 905: f905
        case 906: f906
        case 907: f907
        case 908: f908
        case 909: f909
        case 910: f910
        case 911: f911
        case 912: f912
        case 913: f913
        case 914: f914
        case 915: f915
        case 916: f916
        case 917: f917
        case 918: f918
        case 919: f919
        case 920: f920
        case 921: f921
        case 922: f922
        case 923: f923
        case 924: f924
        case 925: f925
        case 926: f926
        case 927: f927
        case 928: f928
        case 929: f929
        case 930: f930
        case 931: f931
        case 932: f932
        case 933: f933
        case 934: f934
        case 935: f935
        case 936: f936
        case 937: f937
        case 938: f938
        case 939: f939
        case 940: f940
        case 941: f941
        case 942: f942
        case 943: f943
        case 944: f944
        case 945: f945
        case 946: f946
        case 947: f947
        case 948: f948
        case 949: f949
        case 950: f950
        case 951: f951
        case 952: f952
        case 953: f953
        case 954: f954
        case 955: f955
        case 956: f956
        case 957: f957
        case 958: f958
        case 959: f959
        case 960: f960
        case 961: f961
        case 962: f962
        case 963: f963
        case 964: f964
        case 965: f965
        case 966: f966
        case 967: f967
        case 968: f968
        case 969: f969
        case 970: f970
        case 971: f971
        case 972: f972
        case 973: f973
        case 974: f974
        case 975: f975
        case 976: f976
        case 977: f977
        case 978: f978
        case 979: f979
        case 980: f980
        case 981: f981
        case 982: f982
        case 983: f983
        case 984: f984
        case 985: f985
        case 986: f986
        case 987: f987
        case 988: f988
        case 989: f989
        case 990: f990
        case 991: f991
        case 992: f992
        case 993: f993
        case 994: f994
        case 995: f995
        case 996: f996
        case 997: f997
        case 998: f998
        case 999: f999
        default: 0
        }
    }

    /// Adds one to field `field` (nothing when there is none), through the
    /// field's setter as a handler writes it.
    @inline(__always)
    mutating func bumpField(_ field: Int) {
        switch field {
        case 0: f0 &+= 1
        case 1: f1 &+= 1
        case 2: f2 &+= 1
        case 3: f3 &+= 1
        case 4: f4 &+= 1
        case 5: f5 &+= 1
        case 6: f6 &+= 1
        case 7: f7 &+= 1
        case 8: f8 &+= 1
        case 9: f9 &+= 1
        case 10: f10 &+= 1
        case 11: f11 &+= 1
        case 12: f12 &+= 1
        case 13: f13 &+= 1
        case 14: f14 &+= 1
        case 15: f15 &+= 1
        case 16: f16 &+= 1
        case 17: f17 &+= 1
        case 18: f18 &+= 1
        case 19: f19 &+= 1
        case 20: f20 &+= 1
        case 21: f21 &+= 1
        case 22: f22 &+= 1
        case 23: f23 &+= 1
        case 24: f24 &+= 1
        case 25: f25 &+= 1
        case 26: f26 &+= 1
        case 27: f27 &+= 1
        case 28: f28 &+= 1
        case 29: f29 &+= 1
        case 30: f30 &+= 1
        case 31: f31 &+= 1
        case 32: f32 &+= 1
        case 33: f33 &+= 1
        case 34: f34 &+= 1
        case 35: f35 &+= 1
        case 36: f36 &+= 1
        case 37: f37 &+= 1
        case 38: f38 &+= 1
        case 39: f39 &+= 1
        case 40: f40 &+= 1
        case 41: f41 &+= 1
        case 42: f42 &+= 1
        case 43: f43 &+= 1
        case 44: f44 &+= 1
        case 45: f45 &+= 1
        case 46: f46 &+= 1
        case 47: f47 &+= 1
        case 48: f48 &+= 1
        case 49: f49 &+= 1
        case 50: f50 &+= 1
        case 51: f51 &+= 1
        case 52: f52 &+= 1
        case 53: f53 &+= 1
        case 54: f54 &+= 1
        case 55: f55 &+= 1
        case 56: f56 &+= 1
        case 57: f57 &+= 1
        case 58: f58 &+= 1
        case 59: f59 &+= 1
        case 60: f60 &+= 1
        case 61: f61 &+= 1
        case 62: f62 &+= 1
        case 63: f63 &+= 1
        case 64: f64 &+= 1
        case 65: f65 &+= 1
        case 66: f66 &+= 1
        case 67: f67 &+= 1
        case 68: f68 &+= 1
        case 69: f69 &+= 1
        case 70: f70 &+= 1
        case 71: f71 &+= 1
        case 72: f72 &+= 1
        case 73: f73 &+= 1
        case 74: f74 &+= 1
        case 75: f75 &+= 1
        case 76: f76 &+= 1
        case 77: f77 &+= 1
        case 78: f78 &+= 1
        case 79: f79 &+= 1
        case 80: f80 &+= 1
        case 81: f81 &+= 1
        case 82: f82 &+= 1
        case 83: f83 &+= 1
        case 84: f84 &+= 1
        case 85: f85 &+= 1
        case 86: f86 &+= 1
        case 87: f87 &+= 1
        case 88: f88 &+= 1
        case 89: f89 &+= 1
        case 90: f90 &+= 1
        case 91: f91 &+= 1
        case 92: f92 &+= 1
        case 93: f93 &+= 1
        case 94: f94 &+= 1
        case 95: f95 &+= 1
        case 96: f96 &+= 1
        case 97: f97 &+= 1
        case 98: f98 &+= 1
        case 99: f99 &+= 1
        case 100: f100 &+= 1
        case 101: f101 &+= 1
        case 102: f102 &+= 1
        case 103: f103 &+= 1
        case 104: f104 &+= 1
        case 105: f105 &+= 1
        case 106: f106 &+= 1
        case 107: f107 &+= 1
        case 108: f108 &+= 1
        case 109: f109 &+= 1
        case 110: f110 &+= 1
        case 111: f111 &+= 1
        case 112: f112 &+= 1
        case 113: f113 &+= 1
        case 114: f114 &+= 1
        case 115: f115 &+= 1
        case 116: f116 &+= 1
        case 117: f117 &+= 1
        case 118: f118 &+= 1
        case 119: f119 &+= 1
        case 120: f120 &+= 1
        case 121: f121 &+= 1
        case 122: f122 &+= 1
        case 123: f123 &+= 1
        case 124: f124 &+= 1
        case 125: f125 &+= 1
        case 126: f126 &+= 1
        case 127: f127 &+= 1
        case 128: f128 &+= 1
        case 129: f129 &+= 1
        case 130: f130 &+= 1
        case 131: f131 &+= 1
        case 132: f132 &+= 1
        case 133: f133 &+= 1
        case 134: f134 &+= 1
        case 135: f135 &+= 1
        case 136: f136 &+= 1
        case 137: f137 &+= 1
        case 138: f138 &+= 1
        case 139: f139 &+= 1
        case 140: f140 &+= 1
        case 141: f141 &+= 1
        case 142: f142 &+= 1
        case 143: f143 &+= 1
        case 144: f144 &+= 1
        case 145: f145 &+= 1
        case 146: f146 &+= 1
        case 147: f147 &+= 1
        case 148: f148 &+= 1
        case 149: f149 &+= 1
        case 150: f150 &+= 1
        case 151: f151 &+= 1
        case 152: f152 &+= 1
        case 153: f153 &+= 1
        case 154: f154 &+= 1
        case 155: f155 &+= 1
        case 156: f156 &+= 1
        case 157: f157 &+= 1
        case 158: f158 &+= 1
        case 159: f159 &+= 1
        case 160: f160 &+= 1
        case 161: f161 &+= 1
        case 162: f162 &+= 1
        case 163: f163 &+= 1
        case 164: f164 &+= 1
        case 165: f165 &+= 1
        case 166: f166 &+= 1
        case 167: f167 &+= 1
        case 168: f168 &+= 1
        case 169: f169 &+= 1
        case 170: f170 &+= 1
        case 171: f171 &+= 1
        case 172: f172 &+= 1
        case 173: f173 &+= 1
        case 174: f174 &+= 1
        case 175: f175 &+= 1
        case 176: f176 &+= 1
        case 177: f177 &+= 1
        case 178: f178 &+= 1
        case 179: f179 &+= 1
        case 180: f180 &+= 1
        case 181: f181 &+= 1
        case 182: f182 &+= 1
        case 183: f183 &+= 1
        case 184: f184 &+= 1
        case 185: f185 &+= 1
        case 186: f186 &+= 1
        case 187: f187 &+= 1
        case 188: f188 &+= 1
        case 189: f189 &+= 1
        case 190: f190 &+= 1
        case 191: f191 &+= 1
        case 192: f192 &+= 1
        case 193: f193 &+= 1
        case 194: f194 &+= 1
        case 195: f195 &+= 1
        case 196: f196 &+= 1
        case 197: f197 &+= 1
        case 198: f198 &+= 1
        case 199: f199 &+= 1
        case 200: f200 &+= 1
        case 201: f201 &+= 1
        case 202: f202 &+= 1
        case 203: f203 &+= 1
        case 204: f204 &+= 1
        case 205: f205 &+= 1
        case 206: f206 &+= 1
        case 207: f207 &+= 1
        case 208: f208 &+= 1
        case 209: f209 &+= 1
        case 210: f210 &+= 1
        case 211: f211 &+= 1
        case 212: f212 &+= 1
        case 213: f213 &+= 1
        case 214: f214 &+= 1
        case 215: f215 &+= 1
        case 216: f216 &+= 1
        case 217: f217 &+= 1
        case 218: f218 &+= 1
        case 219: f219 &+= 1
        case 220: f220 &+= 1
        case 221: f221 &+= 1
        case 222: f222 &+= 1
        case 223: f223 &+= 1
        case 224: f224 &+= 1
        case 225: f225 &+= 1
        case 226: f226 &+= 1
        case 227: f227 &+= 1
        case 228: f228 &+= 1
        case 229: f229 &+= 1
        case 230: f230 &+= 1
        case 231: f231 &+= 1
        case 232: f232 &+= 1
        case 233: f233 &+= 1
        case 234: f234 &+= 1
        case 235: f235 &+= 1
        case 236: f236 &+= 1
        case 237: f237 &+= 1
        case 238: f238 &+= 1
        case 239: f239 &+= 1
        case 240: f240 &+= 1
        case 241: f241 &+= 1
        case 242: f242 &+= 1
        case 243: f243 &+= 1
        case 244: f244 &+= 1
        case 245: f245 &+= 1
        case 246: f246 &+= 1
        case 247: f247 &+= 1
        case 248: f248 &+= 1
        case 249: f249 &+= 1
        case 250: f250 &+= 1
        case 251: f251 &+= 1
        case 252: f252 &+= 1
        case 253: f253 &+= 1
        case 254: f254 &+= 1
        case 255: f255 &+= 1
        case 256: f256 &+= 1
        case 257: f257 &+= 1
        case 258: f258 &+= 1
        case 259: f259 &+= 1
        case 260: f260 &+= 1
        case 261: f261 &+= 1
        case 262: f262 &+= 1
        case 263: f263 &+= 1
        case 264: f264 &+= 1
        case 265: f265 &+= 1
        case 266: f266 &+= 1
        case 267: f267 &+= 1
        case 268: f268 &+= 1
        case 269: f269 &+= 1
        case 270: f270 &+= 1
        case 271: f271 &+= 1
        case 272: f272 &+= 1
        case 273: f273 &+= 1
        case 274: f274 &+= 1
        case 275: f275 &+= 1
        case 276: f276 &+= 1
        case 277: f277 &+= 1
        case 278: f278 &+= 1
        case 279: f279 &+= 1
        case 280: f280 &+= 1
        case 281: f281 &+= 1
        case 282: f282 &+= 1
        case 283: f283 &+= 1
        case 284: f284 &+= 1
        case 285: f285 &+= 1
        case 286: f286 &+= 1
        case 287: f287 &+= 1
        case 288: f288 &+= 1
        case 289: f289 &+= 1
        case 290: f290 &+= 1
        case 291: f291 &+= 1
        case 292: f292 &+= 1
        case 293: f293 &+= 1
        case 294: f294 &+= 1
        case 295: f295 &+= 1
        case 296: f296 &+= 1
        case 297: f297 &+= 1
        case 298: f298 &+= 1
        case 299: f299 &+= 1
        case 300: f300 &+= 1
        case 301: f301 &+= 1
        case 302: f302 &+= 1
        case 303: f303 &+= 1
        case 304: f304 &+= 1
        case 305: f305 &+= 1
        case 306: f306 &+= 1
        case 307: f307 &+= 1
        case 308: f308 &+= 1
        case 309: f309 &+= 1
        case 310: f310 &+= 1
        case 311: f311 &+= 1
        case 312: f312 &+= 1
        case 313: f313 &+= 1
        case 314: f314 &+= 1
        case 315: f315 &+= 1
        case 316: f316 &+= 1
        case 317: f317 &+= 1
        case 318: f318 &+= 1
        case 319: f319 &+= 1
        case 320: f320 &+= 1
        case 321: f321 &+= 1
        case 322: f322 &+= 1
        case 323: f323 &+= 1
        case 324: f324 &+= 1
        case 325: f325 &+= 1
        case 326: f326 &+= 1
        case 327: f327 &+= 1
        case 328: f328 &+= 1
        case 329: f329 &+= 1
        case 330: f330 &+= 1
        case 331: f331 &+= 1
        case 332: f332 &+= 1
        case 333: f333 &+= 1
        case 334: f334 &+= 1
        case 335: f335 &+= 1
        case 336: f336 &+= 1
        case 337: f337 &+= 1
        case 338: f338 &+= 1
        case 339: f339 &+= 1
        case 340: f340 &+= 1
        case 341: f341 &+= 1
        case 342: f342 &+= 1
        case 343: f343 &+= 1
        case 344: f344 &+= 1
        case 345: f345 &+= 1
        case 346: f346 &+= 1
        case 347: f347 &+= 1
        case 348: f348 &+= 1
        case 349: f349 &+= 1
        case 350: f350 &+= 1
        case 351: f351 &+= 1
        case 352: f352 &+= 1
        case 353: f353 &+= 1
        case 354: f354 &+= 1
        case 355: f355 &+= 1
        case 356: f356 &+= 1
        case 357: f357 &+= 1
        case 358: f358 &+= 1
        case 359: f359 &+= 1
        case 360: f360 &+= 1
        case 361: f361 &+= 1
        case 362: f362 &+= 1
        case 363: f363 &+= 1
        case 364: f364 &+= 1
        case 365: f365 &+= 1
        case 366: f366 &+= 1
        case 367: f367 &+= 1
        case 368: f368 &+= 1
        case 369: f369 &+= 1
        case 370: f370 &+= 1
        case 371: f371 &+= 1
        case 372: f372 &+= 1
        case 373: f373 &+= 1
        case 374: f374 &+= 1
        case 375: f375 &+= 1
        case 376: f376 &+= 1
        case 377: f377 &+= 1
        case 378: f378 &+= 1
        case 379: f379 &+= 1
        case 380: f380 &+= 1
        case 381: f381 &+= 1
        case 382: f382 &+= 1
        case 383: f383 &+= 1
        case 384: f384 &+= 1
        case 385: f385 &+= 1
        case 386: f386 &+= 1
        case 387: f387 &+= 1
        case 388: f388 &+= 1
        case 389: f389 &+= 1
        case 390: f390 &+= 1
        case 391: f391 &+= 1
        case 392: f392 &+= 1
        case 393: f393 &+= 1
        case 394: f394 &+= 1
        case 395: f395 &+= 1
        case 396: f396 &+= 1
        case 397: f397 &+= 1
        case 398: f398 &+= 1
        case 399: f399 &+= 1
        case 400: f400 &+= 1
        case 401: f401 &+= 1
        case 402: f402 &+= 1
        case 403: f403 &+= 1
        case 404: f404 &+= 1
        case 405: f405 &+= 1
        case 406: f406 &+= 1
        case 407: f407 &+= 1
        case 408: f408 &+= 1
        case 409: f409 &+= 1
        case 410: f410 &+= 1
        case 411: f411 &+= 1
        case 412: f412 &+= 1
        case 413: f413 &+= 1
        case 414: f414 &+= 1
        case 415: f415 &+= 1
        case 416: f416 &+= 1
        case 417: f417 &+= 1
        case 418: f418 &+= 1
        case 419: f419 &+= 1
        case 420: f420 &+= 1
        case 421: f421 &+= 1
        case 422: f422 &+= 1
        case 423: f423 &+= 1
        case 424: f424 &+= 1
        case 425: f425 &+= 1
        case 426: f426 &+= 1
        case 427: f427 &+= 1
        case 428: f428 &+= 1
        case 429: f429 &+= 1
        case 430: f430 &+= 1
        case 431: f431 &+= 1
        case 432: f432 &+= 1
        case 433: f433 &+= 1
        case 434: f434 &+= 1
        case 435: f435 &+= 1
        case 436: f436 &+= 1
        case 437: f437 &+= 1
        case 438: f438 &+= 1
        case 439: f439 &+= 1
        case 440: f440 &+= 1
        case 441: f441 &+= 1
        case 442: f442 &+= 1
        case 443: f443 &+= 1
        case 444: f444 &+= 1
        case 445: f445 &+= 1
        case 446: f446 &+= 1
        case 447: f447 &+= 1
        case 448: f448 &+= 1
        case 449: f449 &+= 1
        case 450: f450 &+= 1
        case 451: f451 &+= 1
        case 452: f452 &+= 1
        case 453: f453 &+= 1
        case 454: f454 &+= 1
        case 455: f455 &+= 1
        case 456: f456 &+= 1
        case 457: f457 &+= 1
        case 458: f458 &+= 1
        case 459: f459 &+= 1
        case 460: f460 &+= 1
        case 461: f461 &+= 1
        case 462: f462 &+= 1
        case 463: f463 &+= 1
        case 464: f464 &+= 1
        case 465: f465 &+= 1
        case 466: f466 &+= 1
        case 467: f467 &+= 1
        case 468: f468 &+= 1
        case 469: f469 &+= 1
        case 470: f470 &+= 1
        case 471: f471 &+= 1
        case 472: f472 &+= 1
        case 473: f473 &+= 1
        case 474: f474 &+= 1
        case 475: f475 &+= 1
        case 476: f476 &+= 1
        case 477: f477 &+= 1
        case 478: f478 &+= 1
        case 479: f479 &+= 1
        case 480: f480 &+= 1
        case 481: f481 &+= 1
        case 482: f482 &+= 1
        case 483: f483 &+= 1
        case 484: f484 &+= 1
        case 485: f485 &+= 1
        case 486: f486 &+= 1
        case 487: f487 &+= 1
        case 488: f488 &+= 1
        case 489: f489 &+= 1
        case 490: f490 &+= 1
        case 491: f491 &+= 1
        case 492: f492 &+= 1
        case 493: f493 &+= 1
        case 494: f494 &+= 1
        case 495: f495 &+= 1
        case 496: f496 &+= 1
        case 497: f497 &+= 1
        case 498: f498 &+= 1
        case 499: f499 &+= 1
        case 500: f500 &+= 1
        case 501: f501 &+= 1
        case 502: f502 &+= 1
        case 503: f503 &+= 1
        case 504: f504 &+= 1
        case 505: f505 &+= 1
        case 506: f506 &+= 1
        case 507: f507 &+= 1
        case 508: f508 &+= 1
        case 509: f509 &+= 1
        case 510: f510 &+= 1
        case 511: f511 &+= 1
        case 512: f512 &+= 1
        case 513: f513 &+= 1
        case 514: f514 &+= 1
        case 515: f515 &+= 1
        case 516: f516 &+= 1
        case 517: f517 &+= 1
        case 518: f518 &+= 1
        case 519: f519 &+= 1
        case 520: f520 &+= 1
        case 521: f521 &+= 1
        case 522: f522 &+= 1
        case 523: f523 &+= 1
        case 524: f524 &+= 1
        case 525: f525 &+= 1
        case 526: f526 &+= 1
        case 527: f527 &+= 1
        case 528: f528 &+= 1
        case 529: f529 &+= 1
        case 530: f530 &+= 1
        case 531: f531 &+= 1
        case 532: f532 &+= 1
        case 533: f533 &+= 1
        case 534: f534 &+= 1
        case 535: f535 &+= 1
        case 536: f536 &+= 1
        case 537: f537 &+= 1
        case 538: f538 &+= 1
        case 539: f539 &+= 1
        case 540: f540 &+= 1
        case 541: f541 &+= 1
        case 542: f542 &+= 1
        case 543: f543 &+= 1
        case 544: f544 &+= 1
        case 545: f545 &+= 1
        case 546: f546 &+= 1
        case 547: f547 &+= 1
        case 548: f548 &+= 1
        case 549: f549 &+= 1
        case 550: f550 &+= 1
        case 551: f551 &+= 1
        case 552: f552 &+= 1
        case 553: f553 &+= 1
        case 554: f554 &+= 1
        case 555: f555 &+= 1
        case 556: f556 &+= 1
        case 557: f557 &+= 1
        case 558: f558 &+= 1
        case 559: f559 &+= 1
        case 560: f560 &+= 1
        case 561: f561 &+= 1
        case 562: f562 &+= 1
        case 563: f563 &+= 1
        case 564: f564 &+= 1
        case 565: f565 &+= 1
        case 566: f566 &+= 1
        case 567: f567 &+= 1
        case 568: f568 &+= 1
        case 569: f569 &+= 1
        case 570: f570 &+= 1
        case 571: f571 &+= 1
        case 572: f572 &+= 1
        case 573: f573 &+= 1
        case 574: f574 &+= 1
        case 575: f575 &+= 1
        case 576: f576 &+= 1
        case 577: f577 &+= 1
        case 578: f578 &+= 1
        case 579: f579 &+= 1
        case 580: f580 &+= 1
        case 581: f581 &+= 1
        case 582: f582 &+= 1
        case 583: f583 &+= 1
        case 584: f584 &+= 1
        case 585: f585 &+= 1
        case 586: f586 &+= 1
        case 587: f587 &+= 1
        case 588: f588 &+= 1
        case 589: f589 &+= 1
        case 590: f590 &+= 1
        case 591: f591 &+= 1
        case 592: f592 &+= 1
        case 593: f593 &+= 1
        case 594: f594 &+= 1
        case 595: f595 &+= 1
        case 596: f596 &+= 1
        case 597: f597 &+= 1
        case 598: f598 &+= 1
        case 599: f599 &+= 1
        case 600: f600 &+= 1
        case 601: f601 &+= 1
        case 602: f602 &+= 1
        case 603: f603 &+= 1
        case 604: f604 &+= 1
        case 605: f605 &+= 1
        case 606: f606 &+= 1
        case 607: f607 &+= 1
        case 608: f608 &+= 1
        case 609: f609 &+= 1
        case 610: f610 &+= 1
        case 611: f611 &+= 1
        case 612: f612 &+= 1
        case 613: f613 &+= 1
        case 614: f614 &+= 1
        case 615: f615 &+= 1
        case 616: f616 &+= 1
        case 617: f617 &+= 1
        case 618: f618 &+= 1
        case 619: f619 &+= 1
        case 620: f620 &+= 1
        case 621: f621 &+= 1
        case 622: f622 &+= 1
        case 623: f623 &+= 1
        case 624: f624 &+= 1
        case 625: f625 &+= 1
        case 626: f626 &+= 1
        case 627: f627 &+= 1
        case 628: f628 &+= 1
        case 629: f629 &+= 1
        case 630: f630 &+= 1
        case 631: f631 &+= 1
        case 632: f632 &+= 1
        case 633: f633 &+= 1
        case 634: f634 &+= 1
        case 635: f635 &+= 1
        case 636: f636 &+= 1
        case 637: f637 &+= 1
        case 638: f638 &+= 1
        case 639: f639 &+= 1
        case 640: f640 &+= 1
        case 641: f641 &+= 1
        case 642: f642 &+= 1
        case 643: f643 &+= 1
        case 644: f644 &+= 1
        case 645: f645 &+= 1
        case 646: f646 &+= 1
        case 647: f647 &+= 1
        case 648: f648 &+= 1
        case 649: f649 &+= 1
        case 650: f650 &+= 1
        case 651: f651 &+= 1
        case 652: f652 &+= 1
        case 653: f653 &+= 1
        case 654: f654 &+= 1
        case 655: f655 &+= 1
        case 656: f656 &+= 1
        case 657: f657 &+= 1
        case 658: f658 &+= 1
        case 659: f659 &+= 1
        case 660: f660 &+= 1
        case 661: f661 &+= 1
        case 662: f662 &+= 1
        case 663: f663 &+= 1
        case 664: f664 &+= 1
        case 665: f665 &+= 1
        case 666: f666 &+= 1
        case 667: f667 &+= 1
        case 668: f668 &+= 1
        case 669: f669 &+= 1
        case 670: f670 &+= 1
        case 671: f671 &+= 1
        case 672: f672 &+= 1
        case 673: f673 &+= 1
        case 674: f674 &+= 1
        case 675: f675 &+= 1
        case 676: f676 &+= 1
        case 677: f677 &+= 1
        case 678: f678 &+= 1
        case 679: f679 &+= 1
        case 680: f680 &+= 1
        case 681: f681 &+= 1
        case 682: f682 &+= 1
        case 683: f683 &+= 1
        case 684: f684 &+= 1
        case 685: f685 &+= 1
        case 686: f686 &+= 1
        case 687: f687 &+= 1
        case 688: f688 &+= 1
        case 689: f689 &+= 1
        case 690: f690 &+= 1
        case 691: f691 &+= 1
        case 692: f692 &+= 1
        case 693: f693 &+= 1
        case 694: f694 &+= 1
        case 695: f695 &+= 1
        case 696: f696 &+= 1
        case 697: f697 &+= 1
        case 698: f698 &+= 1
        case 699: f699 &+= 1
        case 700: f700 &+= 1
        case 701: f701 &+= 1
        case 702: f702 &+= 1
        case 703: f703 &+= 1
        case 704: f704 &+= 1
        case 705: f705 &+= 1
        case 706: f706 &+= 1
        case 707: f707 &+= 1
        case 708: f708 &+= 1
        case 709: f709 &+= 1
        case 710: f710 &+= 1
        case 711: f711 &+= 1
        case 712: f712 &+= 1
        case 713: f713 &+= 1
        case 714: f714 &+= 1
        case 715: f715 &+= 1
        case 716: f716 &+= 1
        case 717: f717 &+= 1
        case 718: f718 &+= 1
        case 719: f719 &+= 1
        case 720: f720 &+= 1
        case 721: f721 &+= 1
        case 722: f722 &+= 1
        case 723: f723 &+= 1
        case 724: f724 &+= 1
        case 725: f725 &+= 1
        case 726: f726 &+= 1
        case 727: f727 &+= 1
        case 728: f728 &+= 1
        case 729: f729 &+= 1
        case 730: f730 &+= 1
        case 731: f731 &+= 1
        case 732: f732 &+= 1
        case 733: f733 &+= 1
        case 734: f734 &+= 1
        case 735: f735 &+= 1
        case 736: f736 &+= 1
        case 737: f737 &+= 1
        case 738: f738 &+= 1
        case 739: f739 &+= 1
        case 740: f740 &+= 1
        case 741: f741 &+= 1
        case 742: f742 &+= 1
        case 743: f743 &+= 1
        case 744: f744 &+= 1
        case 745: f745 &+= 1
        case 746: f746 &+= 1
        case 747: f747 &+= 1
        case 748: f748 &+= 1
        case 749: f749 &+= 1
        case 750: f750 &+= 1
        case 751: f751 &+= 1
        case 752: f752 &+= 1
        case 753: f753 &+= 1
        case 754: f754 &+= 1
        case 755: f755 &+= 1
        case 756: f756 &+= 1
        case 757: f757 &+= 1
        case 758: f758 &+= 1
        case 759: f759 &+= 1
        case 760: f760 &+= 1
        case 761: f761 &+= 1
        case 762: f762 &+= 1
        case 763: f763 &+= 1
        case 764: f764 &+= 1
        case 765: f765 &+= 1
        case 766: f766 &+= 1
        case 767: f767 &+= 1
        case 768: f768 &+= 1
        case 769: f769 &+= 1
        case 770: f770 &+= 1
        case 771: f771 &+= 1
        case 772: f772 &+= 1
        case 773: f773 &+= 1
        case 774: f774 &+= 1
        case 775: f775 &+= 1
        case 776: f776 &+= 1
        case 777: f777 &+= 1
        case 778: f778 &+= 1
        case 779: f779 &+= 1
        case 780: f780 &+= 1
        case 781: f781 &+= 1
        case 782: f782 &+= 1
        case 783: f783 &+= 1
        case 784: f784 &+= 1
        case 785: f785 &+= 1
        case 786: f786 &+= 1
        case 787: f787 &+= 1
        case 788: f788 &+= 1
        case 789: f789 &+= 1
        case 790: f790 &+= 1
        case 791: f791 &+= 1
        case 792: f792 &+= 1
        case 793: f793 &+= 1
        case 794: f794 &+= 1
        case 795: f795 &+= 1
        case 796: f796 &+= 1
        case 797: f797 &+= 1
        case 798: f798 &+= 1
        case 799: f799 &+= 1
        case 800: f800 &+= 1
        case 801: f801 &+= 1
        case 802: f802 &+= 1
        case 803: f803 &+= 1
        case 804: f804 &+= 1
        case 805: f805 &+= 1
        case 806: f806 &+= 1
        case 807: f807 &+= 1
        case 808: f808 &+= 1
        case 809: f809 &+= 1
        case 810: f810 &+= 1
        case 811: f811 &+= 1
        case 812: f812 &+= 1
        case 813: f813 &+= 1
        case 814: f814 &+= 1
        case 815: f815 &+= 1
        case 816: f816 &+= 1
        case 817: f817 &+= 1
        case 818: f818 &+= 1
        case 819: f819 &+= 1
        case 820: f820 &+= 1
        case 821: f821 &+= 1
        case 822: f822 &+= 1
        case 823: f823 &+= 1
        case 824: f824 &+= 1
        case 825: f825 &+= 1
        case 826: f826 &+= 1
        case 827: f827 &+= 1
        case 828: f828 &+= 1
        case 829: f829 &+= 1
        case 830: f830 &+= 1
        case 831: f831 &+= 1
        case 832: f832 &+= 1
        case 833: f833 &+= 1
        case 834: f834 &+= 1
        case 835: f835 &+= 1
        case 836: f836 &+= 1
        case 837: f837 &+= 1
        case 838: f838 &+= 1
        case 839: f839 &+= 1
        case 840: f840 &+= 1
        case 841: f841 &+= 1
        case 842: f842 &+= 1
        case 843: f843 &+= 1
        case 844: f844 &+= 1
        case 845: f845 &+= 1
        case 846: f846 &+= 1
        case 847: f847 &+= 1
        case 848: f848 &+= 1
        case 849: f849 &+= 1
        case 850: f850 &+= 1
        case 851: f851 &+= 1
        case 852: f852 &+= 1
        case 853: f853 &+= 1
        case 854: f854 &+= 1
        case 855: f855 &+= 1
        case 856: f856 &+= 1
        case 857: f857 &+= 1
        case 858: f858 &+= 1
        case 859: f859 &+= 1
        case 860: f860 &+= 1
        case 861: f861 &+= 1
        case 862: f862 &+= 1
        case 863: f863 &+= 1
        case 864: f864 &+= 1
        case 865: f865 &+= 1
        case 866: f866 &+= 1
        case 867: f867 &+= 1
        case 868: f868 &+= 1
        case 869: f869 &+= 1
        case 870: f870 &+= 1
        case 871: f871 &+= 1
        case 872: f872 &+= 1
        case 873: f873 &+= 1
        case 874: f874 &+= 1
        case 875: f875 &+= 1
        case 876: f876 &+= 1
        case 877: f877 &+= 1
        case 878: f878 &+= 1
        case 879: f879 &+= 1
        case 880: f880 &+= 1
        case 881: f881 &+= 1
        case 882: f882 &+= 1
        case 883: f883 &+= 1
        case 884: f884 &+= 1
        case 885: f885 &+= 1
        case 886: f886 &+= 1
        case 887: f887 &+= 1
        case 888: f888 &+= 1
        case 889: f889 &+= 1
        case 890: f890 &+= 1
        case 891: f891 &+= 1
        case 892: f892 &+= 1
        case 893: f893 &+= 1
        case 894: f894 &+= 1
        case 895: f895 &+= 1
        case 896: f896 &+= 1
        case 897: f897 &+= 1
        case 898: f898 &+= 1
        case 899: f899 &+= 1
        case 900: f900 &+= 1
        case 901: f901 &+= 1
        case 902: f902 &+= 1
        case 903: f903 &+= 1
        case 904: f904 &+= 1
        case 905: f905 &+= 1
        case 906: f906 &+= 1
        case 907: f907 &+= 1
        case 908: f908 &+= 1
        case 909: f909 &+= 1
        case 910: f910 &+= 1
        case 911: f911 &+= 1
        case 912: f912 &+= 1
        case 913: f913 &+= 1
        case 914: f914 &+= 1
        case 915: f915 &+= 1
        case 916: f916 &+= 1
        case 917: f917 &+= 1
        case 918: f918 &+= 1
        case 919: f919 &+= 1
        case 920: f920 &+= 1
        case 921: f921 &+= 1
        case 922: f922 &+= 1
        case 923: f923 &+= 1
        case 924: f924 &+= 1
        case 925: f925 &+= 1
        case 926: f926 &+= 1
        case 927: f927 &+= 1
        case 928: f928 &+= 1
        case 929: f929 &+= 1
        case 930: f930 &+= 1
        case 931: f931 &+= 1
        case 932: f932 &+= 1
        case 933: f933 &+= 1
        case 934: f934 &+= 1
        case 935: f935 &+= 1
        case 936: f936 &+= 1
        case 937: f937 &+= 1
        case 938: f938 &+= 1
        case 939: f939 &+= 1
        case 940: f940 &+= 1
        case 941: f941 &+= 1
        case 942: f942 &+= 1
        case 943: f943 &+= 1
        case 944: f944 &+= 1
        case 945: f945 &+= 1
        case 946: f946 &+= 1
        case 947: f947 &+= 1
        case 948: f948 &+= 1
        case 949: f949 &+= 1
        case 950: f950 &+= 1
        case 951: f951 &+= 1
        case 952: f952 &+= 1
        case 953: f953 &+= 1
        case 954: f954 &+= 1
        case 955: f955 &+= 1
        case 956: f956 &+= 1
        case 957: f957 &+= 1
        case 958: f958 &+= 1
        case 959: f959 &+= 1
        case 960: f960 &+= 1
        case 961: f961 &+= 1
        case 962: f962 &+= 1
        case 963: f963 &+= 1
        case 964: f964 &+= 1
        case 965: f965 &+= 1
        case 966: f966 &+= 1
        case 967: f967 &+= 1
        case 968: f968 &+= 1
        case 969: f969 &+= 1
        case 970: f970 &+= 1
        case 971: f971 &+= 1
        case 972: f972 &+= 1
        case 973: f973 &+= 1
        case 974: f974 &+= 1
        case 975: f975 &+= 1
        case 976: f976 &+= 1
        case 977: f977 &+= 1
        case 978: f978 &+= 1
        case 979: f979 &+= 1
        case 980: f980 &+= 1
        case 981: f981 &+= 1
        case 982: f982 &+= 1
        case 983: f983 &+= 1
        case 984: f984 &+= 1
        case 985: f985 &+= 1
        case 986: f986 &+= 1
        case 987: f987 &+= 1
        case 988: f988 &+= 1
        case 989: f989 &+= 1
        case 990: f990 &+= 1
        case 991: f991 &+= 1
        case 992: f992 &+= 1
        case 993: f993 &+= 1
        case 994: f994 &+= 1
        case 995: f995 &+= 1
        case 996: f996 &+= 1
        case 997: f997 &+= 1
        case 998: f998 &+= 1
        case 999: f999 &+= 1
        default: break
        }
    }
}
