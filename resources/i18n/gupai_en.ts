<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>Imported %n hand(s)</source>
        <translation>
            <numerusform>Imported %n hand</numerusform>
            <numerusform>Imported %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n already in your records, left out)</source>
        <translation>
            <numerusform>(%n already in your records, left out)</numerusform>
            <numerusform>(%n already in your records, left out)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your levels this session: {net} over %n hand(s).</source>
        <translation>
            <numerusform>Your levels this session: {net} over %n hand.</numerusform>
            <numerusform>Your levels this session: {net} over %n hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bury %n joker(s), take back the lowest</source>
        <translation>
            <numerusform>Bury %n joker, take back the lowest card</numerusform>
            <numerusform>Bury %n jokers, take back the lowest cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bury %n joker(s), take {cards}</source>
        <translation>
            <numerusform>Bury %n joker, take {cards}</numerusform>
            <numerusform>Bury %n jokers, take {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bury %n joker(s) in the bottom</source>
        <translation>
            <numerusform>You bury %n joker in the bottom</numerusform>
            <numerusform>You bury %n jokers in the bottom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} buries %n joker(s) in the bottom</source>
        <translation>
            <numerusform>{who} buries %n joker in the bottom</numerusform>
            <numerusform>{who} buries %n jokers in the bottom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>groups {marks} · %n colour pip(s)</source>
        <translation>
            <numerusform>groups {marks} · %n colour pip</numerusform>
            <numerusform>groups {marks} · %n colour pips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red pip(s)</source>
        <translation>
            <numerusform>%n red pip</numerusform>
            <numerusform>%n red pips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black pip(s)</source>
        <translation>
            <numerusform>%n black pip</numerusform>
            <numerusform>%n black pips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{group} ({stake}): won by {winner} with %n colour pip(s); every other player pays the winner {stake}</source>
        <translation>
            <numerusform>{group} ({stake}): won by {winner} with %n colour pip; every other player pays the winner {stake}</numerusform>
            <numerusform>{group} ({stake}): won by {winner} with %n colour pips; every other player pays the winner {stake}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{group} ({stake}): tie on %n colour pip(s) between {tied}; the stakes stay</source>
        <translation>
            <numerusform>{group} ({stake}): tie on %n colour pip between {tied}; the stakes stay</numerusform>
            <numerusform>{group} ({stake}): tie on %n colour pips between {tied}; the stakes stay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hands 1 to %n</source>
        <translation>
            <numerusform>hand %n</numerusform>
            <numerusform>hands 1 to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the wall</source>
        <translation>
            <numerusform>%n tile left in the wall</numerusform>
            <numerusform>%n tiles left in the wall</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Estimates of the AI: each move played out in the same %n dealt world(s); the mean, ± one standard error.</source>
        <translation>
            <numerusform>Estimates of the AI: each move played out in the same %n dealt world; the mean, ± one standard error.</numerusform>
            <numerusform>Estimates of the AI: each move played out in the same %n dealt worlds; the mean, ± one standard error.</numerusform>
        </translation>
    </message>
</context>
</TS>
