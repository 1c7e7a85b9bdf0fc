#!/usr/bin/env node
// Usage: node scripts/gen-common-passwords.mjs  (rewrites lib/security/common-passwords.ts)
// Generates lib/security/common-passwords.ts from well-known leaked-password patterns (written from memory, no downloads).
import { writeFileSync } from 'node:fs';
const top = `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 pussy superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou fuckme 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george asshole computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass fuck maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley 6969 nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix william corvette hello martin heather secret fucker merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro sexy peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita knight fender barney midnight please brandy chicago badboy iwantu slayer rangers charles angel flower bigdaddy rabbit wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 sexsex golden blowme bigtits 8675309 panther lauren angela bitch spanky thx1138 angels madison winston shannon mike toyota blowjob jordan23 canada sophie Password apples dick tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle horny abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf 1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins butthead asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida dolphin pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana jeremy suckit stupid porn monica elephant giants jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q albert metallic lucky azerty 7777 shithead alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy fucking gordon legend jessie stella qwert eminem arthur apple nissan bullshit bear america 1qazxsw2 nothing parker 4444 rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344 magic apollo skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat august buddy airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness blink182 power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover abcdef 00000 pakistan 007007 walter playboy blazer cricket sniper hooters donkey willow loveme saturn therock redwings bigboy pumpkin trinity williams tits nintendo digital destiny topgun runner marvin guinness chance bubbles testing fire november minecraft asdf1234 lasvegas sergey broncos cartman private celtic birdie little cassie babygirl donald beatles 1313 dickhead family 12121212 school louise gabriel eclipse fluffy 147258369 lol123 explorer beer nelson flyers spencer scott lovely gibson doggie cherry andrey snickers buffalo pantera metallica member carter qwertyu peter alexande steve bronco paradise goober 5555 samuel montana mexico dreams michigan cock carolina yankee friends magnum surfer poohbear pervert soccer1 qwerty1 iloveyou1 princess1 123456789a abc12345 password123 welcome1 admin admin123 root toor letmein1 changeme changeit default guest user login administrator senha senha123 mudar123 mudarsenha trocar123 brasil brasil123 flamengo corinthians palmeiras saopaulo santos vasco gremio cruzeiro internacional botafogo fluminense atletico bahia sport vitoria coritiba fortaleza ceara goias timao mengao verdao tricolor galo porco amor amorzinho meuamor teamo teamomuito jesus jesuscristo deus deusefiel deuseamor familia felicidade saudade princesa princesinha gatinha gatinho bebezinho chocolate morango florzinha estrela brasileiro brasileira mamae papai mae pai filho filha maria joao jose ana pedro paulo lucas gabriel rafael felipe bruno mateus matheus guilherme gustavo leonardo rodrigo fernando marcelo carlos eduardo ricardo daniel diego thiago tiago vinicius leticia juliana fernanda camila amanda beatriz larissa mariana gabriela isabela jessica vanessa patricia aline bruna carolina natalia raquel renata sabrina tatiana adriana cristina luana luiza julia sofia alice helena valentina laura manuela giovanna yasmin clara cecilia eloa lorena livia sarah isadora marcos andre antonio francisco luiz luis sergio roberto jorge cesar claudio marcio alexandre henrique samuel caio enzo arthur heitor davi miguel bernardo theo nicolas benjamin lorenzo joaquim saulo otavio vitor victor igor renan wesley washington jefferson anderson emerson edson wellington cleiton kleber jackson michel maicon everton uilian willian ronaldo ronaldinho neymar pele zico kaka romario rivaldo adriano robinho messi cristiano ronaldo7 neymarjr futebol bola gol campeao vencedor vitoria guerreiro guerreira lutador forte fe esperanca paz alegria sucesso dinheiro rico milionario vida minhavida minhafamilia meufilho minhafilha qwe123 qwe123456 asd123 zxc123 abc123456 a123456 a12345678 aa123456 123456aa 1a2b3c4d 1a2b3c 123mudar mudar 102030405060 1020304050 010203 01020304 12345qwert qwert12345 asdfg12345 zaq12wsx 1qaz2wsx3edc qazwsx123 passpass senhasenha senha1234 senha12345 senha123456 minhasenha novasenha suasenha segredo segredo123 acesso acesso123 sistema sistema123 usuario usuario123 teste teste123 teste1234 testando tester internet123 computador notebook celular windows linux ubuntu google facebook instagram whatsapp twitter youtube netflix spotify microsoft apple123 samsung123 motorola nokia iphone android gmail hotmail outlook yahoo bol uol terra globo`;
const base = top.split(/\s+/).filter(Boolean).map((s) => s.toLowerCase());
const words = [
  'senha', 'password', 'passw0rd', 'pass', 'admin', 'administrador', 'root', 'teste', 'test', 'usuario', 'user', 'login', 'acesso',
  'qwerty', 'asdf', 'abc', 'abcd', 'brasil', 'brazil', 'flamengo', 'corinthians', 'palmeiras', 'saopaulo', 'santos', 'vasco', 'gremio',
  'cruzeiro', 'botafogo', 'fluminense', 'atletico', 'internacional', 'bahia', 'timao', 'mengao', 'verdao', 'amor', 'teamo', 'meuamor',
  'jesus', 'deus', 'familia', 'princesa', 'gatinha', 'chocolate', 'iloveyou', 'monkey', 'dragon', 'master', 'shadow', 'sunshine',
  'princess', 'football', 'baseball', 'soccer', 'superman', 'batman', 'welcome', 'letmein', 'trustno1', 'michael', 'jennifer', 'charlie',
  'mudar', 'mudar@', 'trocar', 'segredo', 'sistema', 'empresa', 'escritorio', 'advogado', 'advocacia', 'direito', 'juridico', 'medico',
  'medicina', 'saude', 'hospital', 'clinica', 'doutor', 'doutora', 'perito', 'justica', 'processo', 'maria', 'joao', 'jose', 'ana', 'pedro',
  'paulo', 'lucas', 'gabriel', 'rafael', 'felipe', 'bruno', 'mateus', 'gustavo', 'daniel', 'carlos', 'marcos', 'fernanda', 'juliana',
  'camila', 'amanda', 'beatriz', 'mariana', 'leticia', 'patricia', 'vanessa', 'futebol', 'felicidade', 'vitoria', 'sucesso', 'estrela',
  'minhasenha', 'novasenha', 'qwe', 'asd', 'zxc', 'q1w2e3', 'a1b2c3', 'abc123', 'qazwsx', 'computador', 'internet', 'google', 'samsung',
];
const suffixes = ['', '1', '12', '123', '1234', '12345', '123456', '1234567', '321', '01', '007', '10', '11', '13', '22', '69', '99', '00',
  '!', '!!', '@', '@1', '@12', '@123', '@1234', '#1', '#123', '123!', '123@', '1!', '.123', '_123', '*', '*123', '2020', '2021', '2022', '2023',
  '2024', '2025', '2026', '@2020', '@2021', '@2022', '@2023', '@2024', '@2025', '@2026', '#2024', '#2025', '#2026', '1990', '1995', '2000',
  '2010', '2015', '@10', '@01', '654321'];
const out = new Set(base);
for (const w of words) for (const s of suffixes) { out.add(w + s); if (['123', '1234', '12345', '123456'].includes(s)) out.add(s + w); }
// Digit runs, repeated characters, keyboard walks, dates.
for (let n = 4; n <= 16; n++) {
  out.add('1234567890'.repeat(2).slice(0, n));
  out.add('0123456789'.repeat(2).slice(0, n));
  out.add('9876543210'.repeat(2).slice(0, n));
  for (const c of '0123456789abcdefghijklmnopqrstuvwxyz') out.add(c.repeat(n));
  out.add('qwertyuiop'.slice(0, Math.min(10, n)));
  out.add('abcdefghijklmnop'.slice(0, n));
}
for (const pat of ['12', '123', '1234', '12345', 'abc', 'ab', 'qwe', 'asd', '01', '10', '69', '00', 'aa', '11']) {
  for (let r = 2; r <= 6; r++) out.add(pat.repeat(r));
}
for (const k of ['1qaz2wsx', '1qaz2wsx3edc', 'zaq12wsx', 'qazwsxedc', 'qazwsxedcrfv', 'q1w2e3r4', 'q1w2e3r4t5', 'q1w2e3r4t5y6', '1q2w3e4r', '1q2w3e4r5t',
  '1q2w3e4r5t6y', 'asdfghjkl', 'asdfghjk', 'zxcvbnm', 'zxcvbnm123', 'qwertyui', 'qwertyuiop', 'qwertyuiop123', 'poiuytrewq', 'lkjhgfdsa',
  'mnbvcxz', '147258369', '159753', '159753456', '147852369', '741852963', '963852741', '123698745', '789456123', '456123789', '1472583690',
  'qwerasdf', 'qwerasdfzxcv', 'asdfqwer', 'asdfzxcv', '1qazxsw2', 'xsw2zaq1', '2wsx3edc', 'qweasdzxc', 'qweasd123', 'zxcasdqwe']) out.add(k);
// dates ddmmyyyy for years 1950-2010 on the 1st and 15th of each month (typical birthday-style passwords)
for (let y = 1960; y <= 2010; y++) for (let m = 1; m <= 12; m++) for (const d of [1]) {
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  out.add(`${dd}${mm}${y}`);
}
const list = [...out].filter((p) => p.length >= 8 && p.length <= 64).sort();
// The demo and test passwords must never be refused.
for (const allowed of ['pericia#2026', 'senha-de-teste-123']) if (list.includes(allowed)) throw new Error(allowed);
const body = list.join('\n');
writeFileSync(process.argv[2] ?? new URL('../lib/security/common-passwords.ts', import.meta.url), `// Generated list of common passwords (leaked-password top lists, Brazilian names, teams and words with
// typical suffixes, keyboard walks, digit runs, dates). Only entries of 8+ characters: shorter ones are refused
// by the length rule anyway. Compared in lower case. ${list.length} entries.
const LIST =
  ${JSON.stringify(body)};

let set: Set<string> | undefined;

/** True when the password (compared in lower case) is in the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  set ??= new Set(LIST.split('\\n'));
  return set.has(password.toLowerCase());
}

export const COMMON_PASSWORD_COUNT = ${list.length};
`);
console.log(list.length, body.length);
