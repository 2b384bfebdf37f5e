/** Names from the places Mobilise's people come from, accents included (José, Zoë, Müller). */
export interface Culture {
  /** ISO 3166 alpha-2 code of the usual nationality. */
  country: string;
  /** ISO 639-1 code of the usual first language. */
  language: string;
  /** The country's telephone calling code, without the "+". */
  callingCode: number;
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
  cities: readonly { city: string; postCode: string }[];
}

export const cultures: readonly Culture[] = [
  {
    country: 'GB',
    callingCode: 44,
    language: 'en',
    female: ['Hannah', 'Charlotte', 'Emily', 'Ruth', 'Abigail', 'Rebecca', 'Catherine'],
    male: ['James', 'Oliver', 'Thomas', 'Samuel', 'Daniel', 'Peter', 'Andrew'],
    last: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Clarke', 'Hughes', 'Fletcher', 'Harrison'],
    cities: [
      { city: 'Bristol', postCode: 'BS1 4DJ' },
      { city: 'Leeds', postCode: 'LS2 7EW' },
      { city: 'Edinburgh', postCode: 'EH1 1YZ' },
    ],
  },
  {
    country: 'US',
    callingCode: 1,
    language: 'en',
    female: ['Madison', 'Grace', 'Sarah', 'Lydia', 'Naomi', 'Brooke'],
    male: ['Caleb', 'Ethan', 'Nathan', 'Josiah', 'Michael', 'Tyler'],
    last: ['Johnson', 'Miller', 'Anderson', 'Peterson', 'Reed', 'Carter', 'Hayes'],
    cities: [
      { city: 'Charlotte', postCode: '28202' },
      { city: 'Wheaton', postCode: '60187' },
      { city: 'Portland', postCode: '97205' },
    ],
  },
  {
    country: 'DE',
    callingCode: 49,
    language: 'de',
    female: ['Zoë', 'Lena', 'Anneliese', 'Käthe', 'Sophie', 'Maike'],
    male: ['Jürgen', 'Lukas', 'Matthias', 'Jörg', 'Tobias', 'Florian'],
    last: ['Müller', 'Schäfer', 'Köhler', 'Weiß', 'Fischer', 'Böhm', 'Hoffmann'],
    cities: [
      { city: 'München', postCode: '80331' },
      { city: 'Köln', postCode: '50667' },
      { city: 'Tübingen', postCode: '72070' },
    ],
  },
  {
    country: 'FR',
    callingCode: 33,
    language: 'fr',
    female: ['Zoë', 'Hélène', 'Amélie', 'Élodie', 'Margaux', 'Cécile'],
    male: ['François', 'Jérôme', 'Étienne', 'Benoît', 'Théo', 'Noël'],
    last: ['Lefèvre', 'Dubois', 'Girard', 'Bélanger', 'Moreau', 'Rousseau', 'Fournier'],
    cities: [
      { city: 'Lyon', postCode: '69002' },
      { city: 'Montpellier', postCode: '34000' },
      { city: 'Strasbourg', postCode: '67000' },
    ],
  },
  {
    country: 'ES',
    callingCode: 34,
    language: 'es',
    female: ['María', 'Lucía', 'Inés', 'Sofía', 'Begoña', 'Ángela'],
    male: ['José', 'Jesús', 'Andrés', 'Raúl', 'Joaquín', 'Íñigo'],
    last: ['García', 'Núñez', 'Fernández', 'Martín', 'Gómez', 'Ibáñez', 'Peña'],
    cities: [
      { city: 'Madrid', postCode: '28013' },
      { city: 'Sevilla', postCode: '41004' },
      { city: 'Valencia', postCode: '46002' },
    ],
  },
  {
    country: 'BR',
    callingCode: 55,
    language: 'pt',
    female: ['Conceição', 'Ana Luíza', 'Letícia', 'Júlia', 'Beatriz', 'Gabriela'],
    male: ['João', 'Sebastião', 'Antônio', 'Luís', 'Thiago', 'Mateus'],
    last: ['Gonçalves', 'Araújo', 'Magalhães', 'Simões', 'Sousa', 'Lima', 'Brandão'],
    cities: [
      { city: 'São Paulo', postCode: '01310-100' },
      { city: 'Belo Horizonte', postCode: '30130-010' },
      { city: 'Curitiba', postCode: '80010-000' },
    ],
  },
  {
    country: 'KE',
    callingCode: 254,
    language: 'sw',
    female: ['Wanjiru', 'Achieng', 'Njeri', 'Akinyi', 'Wambui', 'Chebet'],
    male: ['Otieno', 'Kamau', 'Kiprono', 'Mwangi', 'Ochieng', 'Kibet'],
    last: ['Mutua', 'Odhiambo', 'Njoroge', 'Kariuki', 'Wekesa', 'Cheruiyot', 'Omondi'],
    cities: [
      { city: 'Nairobi', postCode: '00100' },
      { city: 'Kijabe', postCode: '00220' },
      { city: 'Eldoret', postCode: '30100' },
    ],
  },
  {
    country: 'NG',
    callingCode: 234,
    language: 'en',
    female: ['Chiamaka', 'Adaeze', 'Folake', 'Ngozi', 'Temitope', 'Oluwaseun'],
    male: ['Chinedu', 'Adebayo', 'Emeka', 'Tunde', 'Olumide', 'Ikenna'],
    last: ['Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Nwosu', 'Okonkwo', 'Adebisi'],
    cities: [
      { city: 'Lagos', postCode: '100001' },
      { city: 'Jos', postCode: '930001' },
      { city: 'Ibadan', postCode: '200001' },
    ],
  },
  {
    country: 'KR',
    callingCode: 82,
    language: 'ko',
    female: ['Ji-woo', 'Seo-yeon', 'Min-ji', 'Ha-eun', 'Su-bin'],
    male: ['Min-jun', 'Seo-jun', 'Do-yun', 'Ji-ho', 'Hyun-woo'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang'],
    cities: [
      { city: 'Seoul', postCode: '04524' },
      { city: 'Busan', postCode: '48058' },
    ],
  },
  {
    country: 'NO',
    callingCode: 47,
    language: 'no',
    female: ['Ingrid', 'Solveig', 'Åse', 'Sigrid', 'Maren'],
    male: ['Bjørn', 'Håkon', 'Øystein', 'Sindre', 'Torbjørn'],
    last: ['Hansen', 'Johansen', 'Sæther', 'Løvås', 'Bråthen', 'Haugen'],
    cities: [
      { city: 'Bergen', postCode: '5003' },
      { city: 'Stavanger', postCode: '4006' },
    ],
  },
  {
    country: 'NL',
    callingCode: 31,
    language: 'nl',
    female: ['Femke', 'Anouk', 'Marloes', 'Ilse', 'Sanne'],
    male: ['Joost', 'Pieter', 'Maarten', 'Sjoerd', 'Bram'],
    last: ['de Vries', 'van Dijk', 'Bakker', 'Visser', 'de Groot', 'Jansen'],
    cities: [
      { city: 'Utrecht', postCode: '3511 AB' },
      { city: 'Zwolle', postCode: '8011 AA' },
    ],
  },
];
