//! The C runtime pieces the emitter pastes in, each only when used.
//! Every piece is C89 and C++98 at once; names of helpers start with a capital letter
//! (the emitter's variables are `l<n>`, `t<n>`, `g<n>`, `f<n>`).

/// (name, dependencies, code). The emitter writes the used ones in this order.
pub const HELPERS: &[(&str, &[&str], &str)] = &[
    ("BF", &[], "static F32 BF(u32 b){F32 f;memcpy(&f,&b,4);return f;}\n"),
    ("FB", &[], "static u32 FB(F32 f){u32 b;memcpy(&b,&f,4);return b;}\n"),
    ("BD", &[], "static F64 BD(u64 b){F64 f;memcpy(&f,&b,8);return f;}\n"),
    ("DB", &[], "static u64 DB(F64 f){u64 b;memcpy(&b,&f,8);return b;}\n"),
    ("L8", &["T"], "static u32 L8(u32 a,u32 o){if((u64)a+o+1>MS)T(4);return M[a+o];}\n"),
    ("L16", &["T"], "static u32 L16(u32 a,u32 o){unsigned char*p;if((u64)a+o+2>MS)T(4);p=M+a+o;return p[0]|(u32)p[1]<<8;}\n"),
    ("L32", &["T"], "static u32 L32(u32 a,u32 o){u32 v;if((u64)a+o+4>MS)T(4);memcpy(&v,M+a+o,4);return v;}\n"),
    ("L64", &["T"], "static u64 L64(u32 a,u32 o){u64 v;if((u64)a+o+8>MS)T(4);memcpy(&v,M+a+o,8);return v;}\n"),
    ("S8", &["T"], "static void S8(u32 a,u32 o,u32 v){if((u64)a+o+1>MS)T(4);M[a+o]=(unsigned char)v;}\n"),
    ("S16", &["T"], "static void S16(u32 a,u32 o,u32 v){unsigned char*p;if((u64)a+o+2>MS)T(4);p=M+a+o;p[0]=(unsigned char)v;p[1]=(unsigned char)(v>>8);}\n"),
    ("S32", &["T"], "static void S32(u32 a,u32 o,u32 v){if((u64)a+o+4>MS)T(4);memcpy(M+a+o,&v,4);}\n"),
    ("S64", &["T"], "static void S64(u32 a,u32 o,u64 v){if((u64)a+o+8>MS)T(4);memcpy(M+a+o,&v,8);}\n"),
    ("G", &[], "static u32 G(u32 d){u64 n;unsigned char*p;u32 o=MP;if(d>MX-MP)return 0xffffffffu;if(!d)return o;\
n=(u64)(MP+d)*65536;if((u64)(size_t)n!=n)return 0xffffffffu;\np=(unsigned char*)realloc(M,(size_t)n);if(!p)return 0xffffffffu;\
memset(p+MS,0,(size_t)(n-MS));M=p;MS=n;MP+=d;return o;}\n"),
    ("RL32", &[], "static u32 RL32(u32 a,u32 b){b&=31;return b?a<<b|a>>(32-b):a;}\n"),
    ("RR32", &[], "static u32 RR32(u32 a,u32 b){b&=31;return b?a>>b|a<<(32-b):a;}\n"),
    ("RL64", &[], "static u64 RL64(u64 a,u64 b){b&=63;return b?a<<b|a>>(64-b):a;}\n"),
    ("RR64", &[], "static u64 RR64(u64 a,u64 b){b&=63;return b?a>>b|a<<(64-b):a;}\n"),
    ("CZ32", &[], "#if defined(__GNUC__)\nstatic u32 CZ32(u32 x){return x?(u32)__builtin_clz(x):32;}\n#else\n\
static u32 CZ32(u32 x){u32 n=0;if(!x)return 32;while(!(x&0x80000000u)){x<<=1;n++;}return n;}\n#endif\n"),
    ("TZ32", &[], "#if defined(__GNUC__)\nstatic u32 TZ32(u32 x){return x?(u32)__builtin_ctz(x):32;}\n#else\n\
static u32 TZ32(u32 x){u32 n=0;if(!x)return 32;while(!(x&1)){x>>=1;n++;}return n;}\n#endif\n"),
    ("PC32", &[], "static u32 PC32(u32 x){x=x-(x>>1&0x55555555u);x=(x&0x33333333u)+(x>>2&0x33333333u);\
return ((x+(x>>4))&0x0f0f0f0fu)*0x01010101u>>24;}\n"),
    ("CZ64", &[], "#if defined(__GNUC__)\nstatic u64 CZ64(u64 x){return x?(u64)__builtin_clzll(x):64;}\n#else\n\
static u64 CZ64(u64 x){u64 n=0;if(!x)return 64;while(!(x>>63)){x<<=1;n++;}return n;}\n#endif\n"),
    ("TZ64", &[], "#if defined(__GNUC__)\nstatic u64 TZ64(u64 x){return x?(u64)__builtin_ctzll(x):64;}\n#else\n\
static u64 TZ64(u64 x){u64 n=0;if(!x)return 64;while(!(x&1)){x>>=1;n++;}return n;}\n#endif\n"),
    ("PC64", &["PC32"], "static u64 PC64(u64 x){return (u64)(PC32((u32)x)+PC32((u32)(x>>32)));}\n"),
    ("DS32", &["T"], "static u32 DS32(u32 a,u32 b){if(!b)T(1);if(a==0x80000000u&&b==0xffffffffu)T(2);return (u32)((s32)a/(s32)b);}\n"),
    ("DU32", &["T"], "static u32 DU32(u32 a,u32 b){if(!b)T(1);return a/b;}\n"),
    ("MS32", &["T"], "static u32 MS32(u32 a,u32 b){if(!b)T(1);if(b==0xffffffffu)return 0;return (u32)((s32)a%(s32)b);}\n"),
    ("MU32", &["T"], "static u32 MU32(u32 a,u32 b){if(!b)T(1);return a%b;}\n"),
    ("DS64", &["T"], "static u64 DS64(u64 a,u64 b){if(!b)T(1);if(a==(u64)1<<63&&b==~(u64)0)T(2);return (u64)((s64)a/(s64)b);}\n"),
    ("DU64", &["T"], "static u64 DU64(u64 a,u64 b){if(!b)T(1);return a/b;}\n"),
    ("MS64", &["T"], "static u64 MS64(u64 a,u64 b){if(!b)T(1);if(b==~(u64)0)return 0;return (u64)((s64)a%(s64)b);}\n"),
    ("MU64", &["T"], "static u64 MU64(u64 a,u64 b){if(!b)T(1);return a%b;}\n"),
    ("MNF", &["FB", "BF"], "static F32 MNF(F32 a,F32 b){if(a!=a||b!=b)return a+b;if(a==b)return BF(FB(a)|FB(b));return a<b?a:b;}\n"),
    ("MXF", &["FB", "BF"], "static F32 MXF(F32 a,F32 b){if(a!=a||b!=b)return a+b;if(a==b)return BF(FB(a)&FB(b));return a>b?a:b;}\n"),
    ("MND", &["DB", "BD"], "static F64 MND(F64 a,F64 b){if(a!=a||b!=b)return a+b;if(a==b)return BD(DB(a)|DB(b));return a<b?a:b;}\n"),
    ("MXD", &["DB", "BD"], "static F64 MXD(F64 a,F64 b){if(a!=a||b!=b)return a+b;if(a==b)return BD(DB(a)&DB(b));return a>b?a:b;}\n"),
    // Rounding by bits: exact whatever the FPU's precision or rounding mode.
    ("TRF", &["FB", "BF"], "static F32 TRF(F32 x){u32 b=FB(x);int e=(int)(b>>23&255)-127;if(e>=23)return e==128?x+x:x;\
if(e<0)return BF(b&0x80000000u);return BF(b&~((1u<<(23-e))-1));}\n"),
    ("FLF", &["FB", "BF"], "static F32 FLF(F32 x){u32 b=FB(x),m;int e=(int)(b>>23&255)-127;if(e>=23)return e==128?x+x:x;\
if(e<0)return (b>>31)&&(b<<1)?-1.0f:BF(b&0x80000000u);m=(1u<<(23-e))-1;if(!(b&m))return x;if(b>>31)b+=m+1;return BF(b&~m);}\n"),
    ("CLF", &["FB", "BF"], "static F32 CLF(F32 x){u32 b=FB(x),m;int e=(int)(b>>23&255)-127;if(e>=23)return e==128?x+x:x;\
if(e<0)return !(b>>31)&&(b<<1)?1.0f:BF(b&0x80000000u);m=(1u<<(23-e))-1;if(!(b&m))return x;if(!(b>>31))b+=m+1;return BF(b&~m);}\n"),
    ("NRF", &["FB", "BF"], "static F32 NRF(F32 x){u32 b=FB(x),m,f,h;int e=(int)(b>>23&255)-127;if(e>=23)return e==128?x+x:x;\
if(e<-1)return BF(b&0x80000000u);if(e==-1)return BF((b&0x80000000u)|((b<<1)==(u32)126<<24?0:0x3f800000u));\n\
m=(1u<<(23-e))-1;f=b&m;h=(m+1)>>1;if(f>h||(f==h&&(b&(m+1))))b+=m+1;return BF(b&~m);}\n"),
    ("TRD", &["DB", "BD"], "static F64 TRD(F64 x){u64 b=DB(x);int e=(int)(b>>52&2047)-1023;if(e>=52)return e==1024?x+x:x;\
if(e<0)return BD(b&(u64)1<<63);return BD(b&~(((u64)1<<(52-e))-1));}\n"),
    ("FLD", &["DB", "BD"], "static F64 FLD(F64 x){u64 b=DB(x),m;int e=(int)(b>>52&2047)-1023;if(e>=52)return e==1024?x+x:x;\
if(e<0)return (b>>63)&&(b<<1)?-1.0:BD(b&(u64)1<<63);m=((u64)1<<(52-e))-1;if(!(b&m))return x;if(b>>63)b+=m+1;return BD(b&~m);}\n"),
    ("CLD", &["DB", "BD"], "static F64 CLD(F64 x){u64 b=DB(x),m;int e=(int)(b>>52&2047)-1023;if(e>=52)return e==1024?x+x:x;\
if(e<0)return !(b>>63)&&(b<<1)?1.0:BD(b&(u64)1<<63);m=((u64)1<<(52-e))-1;if(!(b&m))return x;if(!(b>>63))b+=m+1;return BD(b&~m);}\n"),
    ("NRD", &["DB", "BD"], "static F64 NRD(F64 x){u64 b=DB(x),m,f,h;int e=(int)(b>>52&2047)-1023;if(e>=52)return e==1024?x+x:x;\
if(e<-1)return BD(b&(u64)1<<63);if(e==-1)return BD((b&(u64)1<<63)|((b<<1)==(u64)1022<<53?0:(u64)1023<<52));\n\
m=((u64)1<<(52-e))-1;f=b&m;h=(m+1)>>1;if(f>h||(f==h&&(b&(m+1))))b+=m+1;return BD(b&~m);}\n"),
    // float -> int, trapping: NaN is "invalid conversion", out of range "integer overflow".
    ("XSF32", &["T"], "static u32 XSF32(F32 x){if(x!=x)T(3);if(!((F64)x>=-2147483648.0&&(F64)x<2147483648.0))T(2);return (u32)(s32)x;}\n"),
    ("XUF32", &["T"], "static u32 XUF32(F32 x){if(x!=x)T(3);if(!((F64)x>-1.0&&(F64)x<4294967296.0))T(2);return (u32)x;}\n"),
    ("XSD32", &["T"], "static u32 XSD32(F64 x){if(x!=x)T(3);if(!(x>-2147483649.0&&x<2147483648.0))T(2);return (u32)(s32)x;}\n"),
    ("XUD32", &["T"], "static u32 XUD32(F64 x){if(x!=x)T(3);if(!(x>-1.0&&x<4294967296.0))T(2);return (u32)x;}\n"),
    ("XSF64", &["T"], "static u64 XSF64(F32 x){if(x!=x)T(3);if(!((F64)x>=-9223372036854775808.0&&(F64)x<9223372036854775808.0))T(2);\
return (u64)(s64)x;}\n"),
    ("XUF64", &["T"], "static u64 XUF64(F32 x){if(x!=x)T(3);if(!((F64)x>-1.0&&(F64)x<18446744073709551616.0))T(2);return (u64)x;}\n"),
    ("XSD64", &["T"], "static u64 XSD64(F64 x){if(x!=x)T(3);if(!(x>=-9223372036854775808.0&&x<9223372036854775808.0))T(2);return (u64)(s64)x;}\n"),
    ("XUD64", &["T"], "static u64 XUD64(F64 x){if(x!=x)T(3);if(!(x>-1.0&&x<18446744073709551616.0))T(2);return (u64)x;}\n"),
    // float -> int, saturating.
    ("YSF32", &[], "static u32 YSF32(F32 x){if(x!=x)return 0;if((F64)x<-2147483648.0)return 0x80000000u;if((F64)x>=2147483648.0)return 0x7fffffffu;\
return (u32)(s32)x;}\n"),
    ("YUF32", &[], "static u32 YUF32(F32 x){if(x!=x||x<=-1.0f)return 0;if((F64)x>=4294967296.0)return 0xffffffffu;return (u32)x;}\n"),
    ("YSD32", &[], "static u32 YSD32(F64 x){if(x!=x)return 0;if(x<=-2147483649.0)return 0x80000000u;if(x>=2147483648.0)return 0x7fffffffu;\
return (u32)(s32)x;}\n"),
    ("YUD32", &[], "static u32 YUD32(F64 x){if(x!=x||x<=-1.0)return 0;if(x>=4294967296.0)return 0xffffffffu;return (u32)x;}\n"),
    ("YSF64", &[], "static u64 YSF64(F32 x){if(x!=x)return 0;if((F64)x<-9223372036854775808.0)return (u64)1<<63;\
if((F64)x>=9223372036854775808.0)return ~((u64)1<<63);return (u64)(s64)x;}\n"),
    ("YUF64", &[], "static u64 YUF64(F32 x){if(x!=x||x<=-1.0f)return 0;if((F64)x>=18446744073709551616.0)return ~(u64)0;return (u64)x;}\n"),
    ("YSD64", &[], "static u64 YSD64(F64 x){if(x!=x)return 0;if(x<-9223372036854775808.0)return (u64)1<<63;\
if(x>=9223372036854775808.0)return ~((u64)1<<63);return (u64)(s64)x;}\n"),
    ("YUD64", &[], "static u64 YUD64(F64 x){if(x!=x||x<=-1.0)return 0;if(x>=18446744073709551616.0)return ~(u64)0;return (u64)x;}\n"),
    // An opaque copy: keeps compilers (which assume no signalling NaNs) from folding x*1, x-0, x/-1.
    ("NF", &[], "static F32 NF(F32 x){volatile F32 v=x;return v;}\n"),
    ("ND", &[], "static F64 ND(F64 x){volatile F64 v=x;return v;}\n"),
    ("CI", &["T"], "static FP CI(u32 i,u32 t){if(i<TN&&TB[i].f&&TB[i].t==t)return TB[i].f;T(i>=TN?6:!TB[i].f?7:5);return 0;}\n"),
    ("DD", &[], "static void DD(u32 p,const char*s){unsigned c;for(;*s;s++){c=(unsigned char)*s;\
if(c>122){unsigned k=(unsigned char)*++s;k=k-32-(k>34)-(k>63)-(k>92);if(c==125){p+=k+2;continue;}c=k+(c==126?0:c==123?92:184);}M[p++]=(unsigned char)c;}}\n"),
];

/// Trap messages, by code (the spec test suite's wording).
pub const TRAPS: &[&str] = &[
    "unreachable",
    "integer divide by zero",
    "integer overflow",
    "invalid conversion to integer",
    "out of bounds memory access",
    "indirect call type mismatch",
    "undefined element",
    "uninitialized element",
    "out of memory",
    "out of bounds table access",
];
