// SPDX-License-Identifier: GPL-3.0-or-later
// The word lists of corpus_names.h.
#include "corpus_names.h"

#include <array>

namespace rochade::corpus {

namespace {

constexpr std::array<std::string_view, 120> kFamilyNames = { "Abbott", "Alvarez", "Andersen",
    "Bauer", "Becker", "Bergstrom", "Bianchi", "Blanco", "Bogdanov", "Brandt", "Brennan", "Castro",
    "Chen", "Costa", "Cruz", "Dahl", "Daniels", "Dimitrov", "Dubois", "Duarte", "Eriksson",
    "Esposito", "Farkas", "Fischer", "Fontaine", "Garcia", "Gomez", "Grant", "Gruber", "Gupta",
    "Hansen", "Hartmann", "Herrera", "Horvath", "Huang", "Ivanov", "Jensen", "Jovanovic", "Kaplan",
    "Kaya", "Keller", "Kim", "Klein", "Koch", "Kowalski", "Kozlov", "Kraus", "Kumar", "Lambert",
    "Larsen", "Laurent", "Lehmann", "Leone", "Lindqvist", "Lopez", "Lorenz", "Marino", "Martin",
    "Mendes", "Meyer", "Molnar", "Moreau", "Moreno", "Morozov", "Muller", "Nagy", "Navarro",
    "Nielsen", "Novak", "Nowak", "Olsen", "Orlov", "Ortega", "Papadopoulos", "Park", "Pavlov",
    "Pereira", "Petrov", "Popescu", "Quinn", "Ramos", "Rao", "Reyes", "Ricci", "Richter", "Rivera",
    "Romano", "Rossi", "Ruiz", "Santos", "Sato", "Schmidt", "Schneider", "Schulz", "Sokolov",
    "Suzuki", "Svensson", "Szabo", "Takahashi", "Tanaka", "Torres", "Tran", "Vargas", "Varga",
    "Vasquez", "Vogel", "Volkov", "Wagner", "Walsh", "Wang", "Weber", "Wolf", "Wong", "Yamamoto",
    "Yilmaz", "Zhang", "Zhou", "Zielinski", "Zimmermann", "Zoric" };

constexpr std::array<std::string_view, 48> kStems
    = { "Abr", "Alm", "Bar", "Bel", "Bor", "Brod", "Dan", "Dor", "Fal", "Fed", "Gal", "Gor", "Grun",
          "Hal", "Hol", "Ir", "Jak", "Kal", "Kar", "Kor", "Lan", "Lev", "Mal", "Mar", "Mik", "Mor",
          "Nad", "Nik", "Ol", "Pal", "Per", "Rad", "Ras", "Ros", "Sal", "Sem", "Sil", "Sol", "Stan",
          "Tal", "Tom", "Vas", "Vel", "Vol", "Wal", "Zab", "Zel", "Zor" };

constexpr std::array<std::string_view, 32> kEndings = { "a", "aev", "ani", "ard", "berg", "dal",
    "ek", "elli", "enko", "er", "escu", "ez", "feld", "ian", "ic", "idis", "in", "inen", "ini",
    "ko", "mann", "off", "oglu", "on", "os", "ov", "ova", "quist", "sen", "ski", "sson", "yan" };

constexpr std::array<std::string_view, 112> kGivenNames = { "Adam", "Adrian", "Aleksandr", "Alice",
    "Ana", "Anders", "Andrea", "Anna", "Anton", "Arjun", "Bao", "Bartosz", "Boris", "Carla",
    "Carlos", "Chen", "Christian", "Clara", "Daniel", "David", "Dmitri", "Elena", "Elif", "Emil",
    "Emma", "Erik", "Eva", "Fabio", "Felix", "Fernando", "Francesca", "Frank", "Georg", "Gustav",
    "Hana", "Hans", "Hiroshi", "Igor", "Ines", "Irina", "Istvan", "Ivan", "Jakob", "James", "Jan",
    "Javier", "Jens", "Joao", "Johan", "Jonas", "Jorge", "Josef", "Julia", "Kai", "Karin",
    "Katarzyna", "Kenji", "Klaus", "Lars", "Laura", "Lei", "Leon", "Liam", "Lucas", "Luis", "Maja",
    "Marco", "Maria", "Marta", "Martin", "Mateo", "Mehmet", "Mei", "Michael", "Mikhail", "Milan",
    "Nadia", "Nikolai", "Nina", "Olga", "Oscar", "Pablo", "Paolo", "Pavel", "Pedro", "Peter",
    "Petra", "Pierre", "Priya", "Rafael", "Ravi", "Robert", "Roman", "Rosa", "Ruslan", "Sara",
    "Sergei", "Simon", "Sofia", "Stefan", "Sven", "Tamara", "Thomas", "Tomas", "Valentina", "Vera",
    "Viktor", "Vladimir", "Wei", "Yuki", "Zoltan", "Zsofia" };

constexpr std::array<CorpusCity, 64> kCities = { { { "Amsterdam", "NED" }, { "Athens", "GRE" },
    { "Baku", "AZE" }, { "Barcelona", "ESP" }, { "Belgrade", "SRB" }, { "Berlin", "GER" },
    { "Biel", "SUI" }, { "Bled", "SLO" }, { "Budapest", "HUN" }, { "Buenos Aires", "ARG" },
    { "Bucharest", "ROU" }, { "Cairo", "EGY" }, { "Chennai", "IND" }, { "Copenhagen", "DEN" },
    { "Dortmund", "GER" }, { "Dubai", "UAE" }, { "Dublin", "IRL" }, { "Edinburgh", "SCO" },
    { "Gibraltar", "GIB" }, { "Gothenburg", "SWE" }, { "Hamburg", "GER" }, { "Hastings", "ENG" },
    { "Havana", "CUB" }, { "Helsinki", "FIN" }, { "Istanbul", "TUR" }, { "Jakarta", "INA" },
    { "Kiev", "UKR" }, { "Krakow", "POL" }, { "Lisbon", "POR" }, { "London", "ENG" },
    { "Lyon", "FRA" }, { "Madrid", "ESP" }, { "Manila", "PHI" }, { "Melbourne", "AUS" },
    { "Mexico City", "MEX" }, { "Milan", "ITA" }, { "Minsk", "BLR" }, { "Montreal", "CAN" },
    { "Moscow", "RUS" }, { "Mumbai", "IND" }, { "New York", "USA" }, { "Novi Sad", "SRB" },
    { "Oslo", "NOR" }, { "Paris", "FRA" }, { "Prague", "CZE" }, { "Reykjavik", "ISL" },
    { "Riga", "LAT" }, { "Rome", "ITA" }, { "Saint Louis", "USA" }, { "Sao Paulo", "BRA" },
    { "Sarajevo", "BIH" }, { "Shanghai", "CHN" }, { "Sofia", "BUL" }, { "Stockholm", "SWE" },
    { "Tallinn", "EST" }, { "Tbilisi", "GEO" }, { "Tel Aviv", "ISR" }, { "Tokyo", "JPN" },
    { "Toronto", "CAN" }, { "Vienna", "AUT" }, { "Vilnius", "LTU" }, { "Warsaw", "POL" },
    { "Wijk aan Zee", "NED" }, { "Zagreb", "CRO" } } };

constexpr std::array<std::string_view, 14> kEventKinds = { "Open", "Championship", "Memorial",
    "Invitational", "Rapid", "Blitz", "Masters", "Cup", "Festival", "Club Championship",
    "Team Championship", "League", "Congress", "Grand Prix" };

constexpr std::array<std::string_view, 16> kRemarks = { "A novelty.", "The critical moment.",
    "Better was to castle first.", "White is slightly better.", "Black has equalised.",
    "Time trouble begins here.", "The decisive mistake.", "An interesting pawn sacrifice.",
    "Both sides had few minutes left.", "Played after a long think.",
    "The only move to keep the balance.", "Black's position is already difficult.",
    "A well-known trap.", "The start of a kingside attack.", "Objectively dubious but tricky.",
    "White misses a win here." };

} // namespace

std::span<const std::string_view> familyNames() {
    return kFamilyNames;
}
std::span<const std::string_view> familyNameStems() {
    return kStems;
}
std::span<const std::string_view> familyNameEndings() {
    return kEndings;
}
std::span<const std::string_view> givenNames() {
    return kGivenNames;
}
std::span<const CorpusCity> cities() {
    return kCities;
}
std::span<const std::string_view> eventKinds() {
    return kEventKinds;
}
std::span<const std::string_view> remarks() {
    return kRemarks;
}

} // namespace rochade::corpus
